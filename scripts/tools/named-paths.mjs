// `npm run lint`'s check that every path a comment or a doc names exists:
// the comments of the code (app/, admin/, scripts/, tests/, the config
// files, the workflow and .ci/run) and the docs (every README.md, docs/).
// A file renamed or deleted leaves no comment or doc pointing at it.
//
// A path is a word with a slash or a file's extension: "app/root.tsx",
// "lib/browser/tabs.ts" (from any folder: it names the file whose path ends
// so), "~/lib/cn" (a module, its extension left out), "docs/decisions/0014",
// or a bare name of a source file, "page-script.mjs". Not checked: addresses
// and built files (no folder of the repository begins them, or one git
// ignores: "/kegiatan", "build/client", "kartu/<slug>.jpg"), packages' paths
// ("decap-cms-core/src/…"), patterns ("assets/*.js"), and content/, which
// the branch edits every week.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Files whose comments are read, and how a comment is written in each. */
const COMMENTED = /\.(tsx?|mjs|js|css)$/;
const HASH_COMMENTED = /(\.ya?ml|^\.ci\/run)$/;
/** Docs: read whole. */
const DOC = /(^|\/)README\.md$|^docs\/.*\.md$/;

/** A file's extension that makes a word a path even without a folder. */
const FILE = /\.(tsx?|mjs|js|json|md|css|ya?ml|html|svg|png|jpe?g|pdf|txt)$/;
/** A bare name (no folder) is a path only for these: the project's own sources and docs. */
const SOURCE = /\.(tsx?|mjs|md|css)$/;

/**
 * The comments of a source file, with the line each starts on: `//` and
 * `/* *\/` outside strings (a string ends at its quote, and but for a
 * template at the line's end, so a quote in a regular expression costs
 * one line at most), or `#` in YAML and shell.
 * @param {string} file
 * @param {string} text
 */
function commentsOf(file, text) {
  /** @type {{ line: number, text: string }[]} */
  const found = [];
  if (HASH_COMMENTED.test(file)) {
    text.split("\n").forEach((row, index) => {
      const hash = row.search(/(^|\s)#/);
      if (hash >= 0) found.push({ line: index + 1, text: row.slice(hash) });
    });
    return found;
  }
  let line = 1;
  /** @type {string | null} */
  let quote = null;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === "\n") {
      line += 1;
      if (quote !== "`") quote = null;
    } else if (quote) {
      if (char === "\\") at += 1;
      else if (char === quote) quote = null;
    } else if (char === "/" && (text[at + 1] === "/" || text[at + 1] === "*")) {
      const end = text[at + 1] === "/" ? text.indexOf("\n", at) : text.indexOf("*/", at + 2) + 2;
      const comment = text.slice(at, end <= at ? text.length : end);
      found.push({ line, text: comment });
      line += comment.split("\n").length - 1;
      at += comment.length - 1;
    } else if (char === '"' || char === "'" || char === "`") quote = char;
  }
  return found;
}

/**
 * The words of `text` that name a path, as written.
 * @param {string} text
 */
export function pathsIn(text) {
  const words = text
    // Addresses on the web name no file here.
    .replace(/\b[a-z][a-z+.-]*:\/\/\S+/gi, " ")
    .match(/[\w@.+~/*<>{}$…-]*[/.][\w@.+~/*<>{}$…-]*/g);
  return (
    (words ?? [])
      .map((word) => word.replace(/[.,:;)]+$/, ""))
      .filter((word) => (word.includes("/") || FILE.test(word)) && /[a-z]/i.test(word))
      // ".server.ts", ".css": a kind of file, not a file.
      .filter((word) => word.includes("/") || !word.startsWith("."))
  );
}

/**
 * The repository's files (tracked, and new ones not ignored), as "a/b";
 * its folders; the first segments they begin with (`top`); the last
 * segment of each file (`names`) and of each folder but the content's
 * (`folderNames`: "events/natal.json" names the branch's content); and
 * whether git ignores a name at the top (`ignored`: what is built).
 * @param {string} root
 */
export function treeOf(root) {
  const list = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean);
  const files = new Set(list);
  const folders = new Set(
    list.flatMap((file) =>
      file
        .split("/")
        .slice(0, -1)
        .map((_, at, all) => all.slice(0, at + 1).join("/")),
    ),
  );
  const top = new Set(list.map((file) => file.split("/")[0] ?? ""));
  const names = new Set(list.map((file) => posix.basename(file)));
  const folderNames = new Set(
    [...folders].filter((folder) => !/(^|\/)content\//.test(folder)).map((folder) => posix.basename(folder)),
  );
  /** @type {Map<string, boolean>} */
  const ignoredNames = new Map();
  const ignored = (/** @type {string} */ name) => {
    if (!ignoredNames.has(name))
      ignoredNames.set(name, spawnSync("git", ["check-ignore", "-q", `${name}/`], { cwd: root }).status === 0);
    return ignoredNames.get(name) ?? false;
  };
  return { files, folders, top, names, folderNames, ignored };
}

/**
 * Whether `word`, named in the file `from`, is a path of the repository
 * that is missing.
 * @param {string} word
 * @param {string} from
 * @param {ReturnType<typeof treeOf>} tree
 */
export function isMissing(word, from, { files, folders, top, names, folderNames, ignored }) {
  let path = word.replace(/^~\//, "app/");
  if (path.startsWith("./") || path.startsWith("../")) path = posix.join(posix.dirname(from), path);
  path = path.replace(/\/$/, "");
  if (word.startsWith("/") || /[*<>{}$…]/.test(path) || path.startsWith("content/")) return false;
  const segments = path.split("/");
  const first = segments[0] ?? "";
  if (segments.length === 1) return SOURCE.test(path) && !names.has(path);
  // A path in the repository begins with one of its folders; one without
  // a file's extension ("text/html", "and/or") only with a top one.
  if (ignored(first)) return false;
  if (!FILE.test(path) && !top.has(first)) return false;
  if (!top.has(first) && !folderNames.has(first)) return false;
  // A module as imported: "~/lib/cn" is app/lib/cn.ts.
  const forms = FILE.test(path) ? [path] : ["", ".ts", ".tsx", ".mjs", ".js"].map((extension) => path + extension);
  const named = (/** @type {string} */ candidate) =>
    forms.some((form) => candidate === form || candidate.endsWith(`/${form}`));
  for (const candidate of files) if (named(candidate)) return false;
  for (const candidate of folders) if (named(candidate)) return false;
  // "docs/decisions/0014" names the record that begins so.
  if (/(^|\/)decisions\/\d{4}$/.test(path))
    for (const candidate of files) if (candidate.includes(`${path}-`)) return false;
  return true;
}

/**
 * Every path a comment or a doc names that does not exist, as
 * "file:line: path".
 * @param {string} root
 */
export function missingPaths(root) {
  const tree = treeOf(root);
  const problems = [];
  for (const file of tree.files) {
    if (file.startsWith("content/") || file.startsWith("tests/fixtures/content/")) continue;
    const doc = DOC.test(file);
    if (!doc && !COMMENTED.test(file) && !HASH_COMMENTED.test(file)) continue;
    let text;
    try {
      text = readFileSync(join(root, file), "utf8");
    } catch {
      continue; // deleted in the work tree, not yet in git
    }
    const parts = doc
      ? text.split("\n").map((line, index) => ({ line: index + 1, text: line }))
      : commentsOf(file, text);
    for (const part of parts)
      for (const word of pathsIn(part.text))
        if (isMissing(word, file, tree)) problems.push(`${file}:${part.line}: ${word}`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const problems = missingPaths(fileURLToPath(new URL("../..", import.meta.url)));
  if (problems.length > 0) {
    console.error(
      `A comment or a doc names a path that does not exist (${problems.length}); name the file as it is now, or say it in words:\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
    process.exit(1);
  }
}
