// The first paint needs only the page itself (called by postbuild.mjs on
// each finished page, before its policy is written). A page carries in its
// <head> the rules of the stylesheet that its first screen uses, and links
// the stylesheet where its first screen ends, in <body>: there it blocks
// neither the paint nor anything above it. A browser shows the first screen
// once it has arrived, whole, and fetches the stylesheet meanwhile; Chromium
// reads the rest of the page only once the stylesheet is there, so nothing
// is ever shown without its styles, with JavaScript or without. The
// stylesheet keeps its hashed name, so every later page finds it in the
// browser's cache (docs/decisions/0016-first-paint-from-the-page.md).
import { compile } from "css-select";
import { parse as parseSelector, SelectorType } from "css-what";
import { DomUtils, parseDocument } from "htmlparser2";
import postcss from "postcss";

/** @typedef {Parameters<typeof DomUtils.getChildren>[0]} Node */
/** @typedef {typeof DomUtils.isTag extends (node: any) => node is infer E ? E : never} Element */
/** @typedef {import("css-what").Selector} Token */

// 1. Selectors, read for any state a page may be in.

/**
 * Pseudo-classes that depend only on where an element stands in the
 * finished page, matched as written. Every other one is a state that may
 * come true while the page is read (:hover, :focus-visible, :popover-open,
 * :checked, :disabled…), and is taken as true.
 */
const STRUCTURAL = new Set([
  "root",
  "empty",
  "first-child",
  "last-child",
  "only-child",
  "first-of-type",
  "last-of-type",
  "only-of-type",
  "nth-child",
  "nth-last-child",
  "nth-of-type",
  "nth-last-of-type",
]);
/** Pseudo-classes whose argument is a selector list. */
const LISTS = new Set(["is", "where", "matches", "has", "not"]);
/** Attributes a visitor changes with a tap (a <details> opened): taken as present, as the states are. */
const STATES = new Set(["open"]);
const TRAVERSALS = new Set([
  SelectorType.Adjacent,
  SelectorType.Child,
  SelectorType.Descendant,
  SelectorType.Parent,
  SelectorType.Sibling,
  SelectorType.ColumnCombinator,
]);
const ANY = /** @type {Token} */ ({ type: SelectorType.Universal, namespace: null });

/**
 * The only elements with these pseudo-elements and pseudo-classes (the
 * form fields' parts that Tailwind's reset styles), for a selector that
 * names no element.
 * @param {string} name
 */
const hostsOf = (name) =>
  /^(placeholder|-moz-ui-invalid)$/.test(name)
    ? ["input", "textarea"]
    : /^(file-selector-button|-webkit-(datetime-edit|date-and-time-value|calendar-picker|inner-spin|outer-spin|search-))/.test(
          name,
        )
      ? ["input"]
      : undefined;

/** Whether a selector holds a state anywhere. @param {Token[]} tokens @returns {boolean} */
const hasState = (tokens) =>
  tokens.some(
    (token) =>
      token.type === SelectorType.PseudoElement ||
      (token.type === SelectorType.Attribute && STATES.has(token.name)) ||
      (token.type === SelectorType.Pseudo &&
        (LISTS.has(token.name) && Array.isArray(token.data) ? token.data.some(hasState) : !STRUCTURAL.has(token.name))),
  );

/**
 * A selector with every state taken as true, and a pseudo-element read as
 * the element that has it: it matches the same elements or more, never
 * fewer. A negation of a state cannot be widened that way: it goes whole.
 * @param {Token[]} tokens
 * @returns {Token[]}
 */
function widen(tokens) {
  /** @type {Token[]} */
  const kept = [];
  for (const token of tokens) {
    const startsCompound = kept.length === 0 || TRAVERSALS.has(/** @type {Token} */ (kept.at(-1)).type);
    const hosts = "name" in token && token.type !== SelectorType.Attribute ? hostsOf(token.name) : undefined;
    if (hosts && startsCompound)
      kept.push({
        type: SelectorType.Pseudo,
        name: "is",
        data: hosts.map((name) => [{ type: SelectorType.Tag, name, namespace: null }]),
      });
    if (token.type === SelectorType.PseudoElement) continue;
    if (token.type === SelectorType.Attribute && STATES.has(token.name)) continue;
    if (token.type === SelectorType.Pseudo) {
      if (LISTS.has(token.name) && Array.isArray(token.data)) {
        if (token.name !== "not") kept.push({ ...token, data: token.data.map(widen) });
        else if (!token.data.some(hasState)) kept.push(token);
        continue;
      }
      if (!STRUCTURAL.has(token.name)) continue;
    }
    // Where a part went, between two combinators, any element stands.
    if (TRAVERSALS.has(token.type) && startsCompound && kept.length > 0) kept.push(ANY);
    kept.push(token);
  }
  if (kept.length === 0 || TRAVERSALS.has(/** @type {Token} */ (kept.at(-1)).type)) kept.push(ANY);
  return kept;
}

/**
 * A selector compiled once for every page: its test, and the classes its
 * element must have (so that it is tried only on elements that have them).
 * A selector this cannot read is taken to match anything.
 * @typedef {{ test: (element: Element) => boolean, classes: string[] }} Query
 * @type {Map<string, Query>}
 */
const queries = new Map();
/** @param {string} selector @returns {Query} */
function queryOf(selector) {
  let query = queries.get(selector);
  if (!query) {
    try {
      const list = parseSelector(selector).map(widen);
      const subject = list.length === 1 ? (list[0] ?? []) : [];
      const start = subject.findLastIndex((token) => TRAVERSALS.has(token.type)) + 1;
      const classes = subject
        .slice(start)
        .flatMap((token) =>
          token.type === SelectorType.Attribute && token.name === "class" && token.action === "element"
            ? [token.value]
            : [],
        );
      query = { test: compile(list), classes };
    } catch {
      query = { test: () => true, classes: [] };
    }
    queries.set(selector, query);
  }
  return query;
}

/**
 * Elements, with those of each class at hand.
 * @param {Element[]} elements
 */
function indexed(elements) {
  /** @type {Map<string, Element[]>} */
  const byClass = new Map();
  for (const element of elements)
    for (const name of (element.attribs["class"] ?? "").split(/\s+/))
      if (name) byClass.set(name, [...(byClass.get(name) ?? []), element]);
  /** The elements a selector may match: those with the rarest of its classes. @param {Query} query */
  const candidates = ({ classes }) =>
    classes.reduce(
      (fewest, name) => {
        const these = byClass.get(name) ?? [];
        return these.length < fewest.length ? these : fewest;
      },
      classes.length > 0 ? (byClass.get(/** @type {string} */ (classes[0])) ?? []) : elements,
    );
  return {
    /** @param {string} selector */
    some: (selector) => {
      const query = queryOf(selector);
      return candidates(query).some(query.test);
    },
    /** @param {string} selector */
    matching: (selector) => {
      const query = queryOf(selector);
      return candidates(query).filter(query.test);
    },
  };
}

// 2. The stylesheet, and what a page's first screen needs of it.

/**
 * Whether one of a selector's structural parts (:nth-child, a sibling
 * combinator, :has…) could see an element put in between.
 * @param {string} selector
 */
const isStructural = (selector) => /[+~]|:(nth-|first-|last-|only-|empty|has)/.test(selector);

/** @param {string} css */
function readStylesheet(css) {
  const root = postcss.parse(css);
  /** @type {string[]} every layer, in the order the stylesheet first names them */
  const layers = [];
  root.walkAtRules("layer", (rule) => {
    for (const name of rule.params.split(","))
      if (name.trim() && !layers.includes(name.trim())) layers.push(name.trim());
  });
  /** @type {string[]} */
  const structural = [];
  root.walkRules((rule) => {
    for (const selector of rule.selectors) if (isStructural(selector)) structural.push(selector);
  });
  return { root, layers, structural };
}

/** @typedef {ReturnType<typeof readStylesheet>} Stylesheet */

/** Rules for every element, which set custom properties' defaults (Tailwind's theme and its fallbacks). */
const forEveryElement = (/** @type {import("postcss").Rule} */ rule) =>
  rule.selectors.every((selector) => /^(:root|:host|\*|:before|:after|::backdrop)$/.test(selector));

const reads = (/** @type {string} */ value) =>
  [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => /** @type {string} */ (match[1]));

/**
 * The rules of `stylesheet` that may apply to any of `elements` (of the
 * finished page, at any width and in any state), in the stylesheet's order
 * and inside their at-rules, with the order of its layers declared first
 * (so the whole stylesheet, arriving later, keeps it), the keyframes and
 * custom properties they use, and nothing for print. With it, those
 * elements look as they do with the whole stylesheet.
 * @param {Stylesheet} stylesheet
 * @param {Element[]} elements
 * @returns {string}
 */
function criticalCss({ root, layers }, elements) {
  const page = indexed(elements);
  /** @type {Map<import("postcss").Rule, string>} each rule kept, with the selectors of its list that may match */
  const kept = new Map();
  root.walkRules((rule) => {
    if (/keyframes$/.test(/** @type {import("postcss").AtRule} */ (rule.parent).name ?? "")) return;
    const matching = rule.selectors.filter(page.some);
    if (matching.length === 0) return;
    // A list with a selector that some browser does not know, it drops whole: kept whole, as it sees it.
    kept.set(rule, rule.selectors.some((selector) => /::|:-/.test(selector)) ? rule.selector : matching.join(","));
  });

  // Custom properties read (var()) by the kept rules, and those their
  // definitions read in turn; the defaults for every element stay only for
  // those. A registration (@property) stays for what is read or set.
  /** @type {Set<string>} */
  const read = new Set();
  /** @type {Set<string>} */
  const set = new Set();
  /** @type {Map<string, string[]>} */
  const definitions = new Map();
  /** @type {Set<string>} */
  const animations = new Set();
  for (const rule of kept.keys())
    rule.walkDecls((decl) => {
      if (!decl.prop.startsWith("--")) for (const name of reads(decl.value)) read.add(name);
      else {
        if (!forEveryElement(rule)) set.add(decl.prop);
        definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), ...reads(decl.value)]);
      }
      if (/^animation(-name)?$/.test(decl.prop)) for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
    });
  for (const name of read) for (const next of definitions.get(name) ?? []) read.add(next);

  /** @param {import("postcss").ChildNode} node @returns {string} */
  const write = (node) => {
    if (node.type === "rule") {
      const selector = kept.get(node);
      if (!selector) return "";
      const decls = forEveryElement(node)
        ? node.nodes.filter((decl) => decl.type !== "decl" || !decl.prop.startsWith("--") || read.has(decl.prop))
        : node.nodes;
      return decls.length > 0 ? `${selector}{${decls.map(String).join(";")}}` : "";
    }
    if (node.type !== "atrule") return "";
    // What printing alone uses: a page printed has long had the whole stylesheet.
    if (node.name === "page" || (node.name === "media" && node.params.trim() === "print")) return "";
    if (node.name === "property") return read.has(node.params) || set.has(node.params) ? String(node) : "";
    if (/keyframes$/.test(node.name)) return animations.has(node.params) ? String(node) : "";
    if (!node.nodes) return node.name === "layer" ? "" : String(node);
    if (node.nodes.some((child) => child.type === "decl")) return String(node);
    const inner = node.nodes.map(write).join("");
    return inner ? `@${node.name} ${node.params}{${inner}}` : "";
  };
  const order = layers.length > 0 ? `@layer ${layers.join(",")};` : "";
  return order + root.nodes.map(write).join("");
}

// 3. The pages: where the first screen ends, and what goes where.

/**
 * Elements whose look changes when the page's script runs, or without
 * one: the 404 page's online and offline words (app.css; the page script
 * marks <html data-offline>), and what noscript.css styles (controls that
 * need a script, what shows instead). The first screen ends before any of
 * them: below its end, nothing shows before the page has been read to its
 * end, where its scripts are.
 */
const SCRIPTED = ["[data-online-only]", "[data-offline-only]"];

/**
 * The site's two stylesheets as its pages link them in <head> (React
 * Router's <Links />, and root.tsx's <noscript>), read once for every page.
 * @param {string} html any finished page
 * @param {(href: string) => Promise<string>} read a stylesheet's text by its href
 */
export async function readStyles(html, read) {
  const head = html.slice(0, html.indexOf("</head>"));
  const noscript = /<noscript><link rel="stylesheet" href="([^"]+)"\/><\/noscript>/.exec(head);
  const site = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].filter(
    ([, href]) => href !== noscript?.[1],
  );
  if (!noscript?.[1] || site.length !== 1 || !site[0]?.[1])
    throw new Error("readStyles: <head> should link one stylesheet, and one in <noscript>");
  const noscriptSelectors = postcss
    .parse(await read(noscript[1]))
    .nodes.flatMap((node) => (node.type === "rule" ? node.selectors : []));
  return {
    link: site[0][0],
    noscriptLink: noscript[0],
    sheet: readStylesheet(await read(site[0][1])),
    scripted: [...SCRIPTED, ...noscriptSelectors],
  };
}

/** @typedef {Awaited<ReturnType<typeof readStyles>>} Styles */

const isElement = DomUtils.isTag;

/**
 * The elements of `node`, itself first, in document order; nothing inside a
 * <template>, which is never shown as it stands.
 * @param {Node} node
 * @returns {Element[]}
 */
function elementsOf(node) {
  /** @type {Element[]} */
  const found = [];
  const visit = (/** @type {Node} */ current) => {
    if (!isElement(current)) return;
    found.push(current);
    if (current.name !== "template") for (const child of current.children) visit(child);
  };
  visit(node);
  return found;
}

/**
 * Where the first screen ends: after the first block of <main> (the page's
 * band with its title, or home's picture and words) and the block after
 * it, unless one of them holds an element that a script changes
 * (`scripted`), which the first screen then ends before; and never where
 * the stylesheet's link would change the elements that a structural
 * selector (:nth-child, a sibling combinator…) matches.
 * @param {Element} html
 * @param {Styles} styles
 * @returns {{ container: Element, before: Element | null }} the link goes into `container`, before `before` or last
 */
function firstScreenEnd(html, { sheet, scripted }) {
  const main = elementsOf(html).find((element) => element.name === "main");
  if (!main) throw new Error("no <main>");
  // Through a wrapper that holds the whole page (data-pagefind-body) to its blocks.
  let container = main;
  for (let only = container.children.filter(isElement); only.length === 1; only = container.children.filter(isElement))
    container = /** @type {Element} */ (only[0]);
  const blocks = container.children.filter(isElement);
  const firstScripted = blocks.findIndex((block) => scripted.some(indexed(elementsOf(block)).some));
  const scope = indexed(elementsOf(container));
  const matches = () => sheet.structural.map((selector) => scope.matching(selector));
  const as = matches();
  const link = /** @type {Element} */ (parseDocument("<link>").children[0]);
  for (let index = Math.min(2, firstScripted === -1 ? blocks.length : firstScripted); index >= 0; index--) {
    const before = blocks[index] ?? null;
    if (before) DomUtils.prepend(before, link);
    else DomUtils.appendChild(container, link);
    const same = matches().every(
      (found, selector) =>
        found.length === as[selector]?.length && found.every((element, at) => element === as[selector]?.[at]),
    );
    DomUtils.removeElement(link);
    if (same) return { container, before };
  }
  throw new Error("no place for the stylesheet's link that leaves what every selector matches as it is");
}

/** The id of the stylesheet's link, where the first screen ends. */
const END = "first-screen-end";

/**
 * The page with its first screen's CSS in <head>, and its stylesheets
 * linked where its first screen ends (see the top of this file).
 * @param {string} html
 * @param {Styles} styles
 * @returns {{ html: string, css: string }} the page, and its inline CSS
 */
export function withCriticalCss(html, styles) {
  const head = html.indexOf("</head>");
  for (const tag of [styles.link, styles.noscriptLink])
    if (html.indexOf(tag) === -1 || html.indexOf(tag) > head || html.lastIndexOf(tag) !== html.indexOf(tag))
      throw new Error(`withCriticalCss: ${tag} is not in <head> once`);
  const root = /** @type {Element} */ (
    parseDocument(html, { withStartIndices: true, withEndIndices: true }).children.find(isElement)
  );
  const { container, before } = firstScreenEnd(root, styles);
  const end = before
    ? /** @type {number} */ (before.startIndex)
    : /** @type {number} */ (container.endIndex) + 1 - `</${container.name}>`.length;
  const shown = elementsOf(root).filter((element) => /** @type {number} */ (element.startIndex) < end);
  const css = criticalCss(styles.sheet, shown);
  if (/<\/style/i.test(css)) throw new Error("withCriticalCss: the CSS would end its own <style>");
  if (html.includes(` id="${END}"`)) throw new Error(`withCriticalCss: the page already has an element #${END}`);
  // No paint before the whole first screen has arrived: a row painted half
  // read (the header's name before its menu button) would shift as the
  // rest of it comes (Chromium; where <link rel="expect"> is unknown, the
  // page paints as it arrives).
  const top = html
    .slice(0, end)
    .replace(styles.link, () => `<style>${css}</style><link rel="expect" href="#${END}" blocking="render"/>`)
    .replace(styles.noscriptLink, "");
  // Less urgent than the first screen's picture, which a phone on a slow link should get first.
  const later = (/** @type {string} */ tag, id = "") => tag.replace("<link ", `<link ${id}fetchpriority="low" `);
  return { html: top + later(styles.link, `id="${END}" `) + later(styles.noscriptLink) + html.slice(end), css };
}
