/**
 * The search on /cari (routes/search.tsx), inlined into that page alone at
 * build (scripts/build/page-script.mjs) beside the page script. Pagefind's
 * script, its WebAssembly and the index
 * (scripts/build/search-index.mjs) load only once there are words to look
 * for, typed here or brought from the box on /berita as ?q=; then each
 * search fetches a few small pieces of the index, not the archive.
 * Results are links to the pages, with their kind and date in Indonesian.
 */
import { formatDate } from "../lib/dates/format";
import {
  SEARCH,
  SEARCH_DATE,
  SEARCH_EXCERPT,
  SEARCH_ITEM,
  SEARCH_KIND,
  SEARCH_LIST,
  SEARCH_MORE,
  SEARCH_STATUS,
} from "../lib/browser/hooks";

/** The part of Pagefind's browser API used here (pagefind/pagefind.js). */
interface Pagefind {
  options(options: { baseUrl?: string; noWorker?: boolean }): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] }>;
  debouncedSearch(term: string, options?: object, wait?: number): Promise<{ results: PagefindResult[] } | null>;
}
interface PagefindResult {
  id: string;
  /** The page's metadata that holds the words ("title"), when any does. */
  matchedMetaFields?: string[] | null;
  data(): Promise<{
    url: string;
    excerpt: string;
    meta: { title?: string; date?: string };
    filters: { jenis?: string[] };
  }>;
}

/** Results shown at a time; each needs one small request. */
const PAGE_SIZE = 10;
/** Fewer letters find too much to be of use (the box says so: minlength). */
const MIN_LENGTH = 2;

const base = import.meta.env.BASE_URL;
const form = document.querySelector<HTMLFormElement>(`[${SEARCH}]`);
const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
const status = document.querySelector<HTMLElement>(`[${SEARCH_STATUS}]`);
const list = document.querySelector<HTMLOListElement>(`[${SEARCH_LIST}]`);
const more = document.querySelector<HTMLButtonElement>(`[${SEARCH_MORE}]`);
const template = document.querySelector<HTMLTemplateElement>(`[${SEARCH_ITEM}]`);

let pagefind: Promise<Pagefind> | undefined;
/**
 * Loads Pagefind once, on the first words to look for. It searches on the
 * page itself (noWorker): its worker would be 12 KB more to download, for an
 * index that answers in milliseconds. Its results' addresses are under the
 * site's base path.
 */
async function startPagefind(): Promise<Pagefind> {
  const loaded = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as Pagefind;
  await loaded.options({ baseUrl: base, noWorker: true });
  return loaded;
}
const loadPagefind = () =>
  (pagefind ??= startPagefind().catch((error: unknown) => {
    pagefind = undefined;
    throw error;
  }));

let shown: PagefindResult[] = [];
let rest: PagefindResult[] = [];

/** Pagefind's excerpt, its <mark>s kept and nothing else of its markup. */
function excerptNodes(html: string): Node[] {
  const parsed = document.createElement("template");
  parsed.innerHTML = html;
  return [...parsed.content.childNodes].map((node) => {
    if (node.nodeName !== "MARK") return document.createTextNode(node.textContent ?? "");
    const mark = document.createElement("mark");
    mark.textContent = node.textContent;
    return mark;
  });
}

async function showMore() {
  if (!list || !template) return;
  const next = rest.slice(0, PAGE_SIZE);
  rest = rest.slice(PAGE_SIZE);
  const items = await Promise.all(next.map((result) => result.data()));
  for (const { url, excerpt, meta, filters } of items) {
    const item = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    const link = item.querySelector("a")!;
    link.href = url;
    link.textContent = meta.title ?? url;
    item.querySelector(`[${SEARCH_KIND}]`)!.textContent = filters.jenis?.[0] ?? "";
    const date = item.querySelector<HTMLTimeElement>(`[${SEARCH_DATE}]`)!;
    if (meta.date) {
      date.dateTime = meta.date;
      date.textContent = formatDate(meta.date);
    } else {
      date.previousElementSibling?.remove();
      date.remove();
    }
    item.querySelector(`[${SEARCH_EXCERPT}]`)!.replaceChildren(...excerptNodes(excerpt));
    list.append(item);
  }
  shown = shown.concat(next);
  if (more) more.hidden = rest.length === 0;
}

/**
 * The pages that hold `words`, best first, or null when a later search has
 * taken over. Whole words only, where any page has them all ("natal" finds
 * Natal, not a Natalia or Dies Natalis; stemmed: "gotong" finds
 * "bergotong"), each in Pagefind's own quoted form; while a word is still
 * being typed ("nat"), and nothing has it whole, words count as the
 * beginnings of longer ones. In Pagefind's order (a quoted search scores
 * every page alike, so the order is the plain search's), a page whose title
 * holds the words first.
 */
async function ranked(search: Pagefind, words: string, wait: number): Promise<PagefindResult[] | null> {
  const terms = words.replace(/"/g, "").split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const first = await search.debouncedSearch(`"${terms[0]}"`, {}, wait);
  if (!first) return null;
  const [plain, ...others] = await Promise.all([
    search.search(terms.join(" ")),
    ...terms.slice(1).map((term) => search.search(`"${term}"`)),
  ]);
  // The pages that hold every word whole.
  const whole = [first, ...others]
    .map((found) => new Set(found.results.map((result) => result.id)))
    .reduce((all, next) => new Set([...all].filter((id) => next.has(id))));
  const results = whole.size === 0 ? plain.results : plain.results.filter((result) => whole.has(result.id));
  const titled = (result: PagefindResult) => result.matchedMetaFields?.includes("title") ?? false;
  return [...results.filter(titled), ...results.filter((result) => !titled(result))];
}

const say = (text: string) => {
  if (status) status.textContent = text;
};

/** The latest search asked for: an earlier one that answers late shows nothing. */
let latest = 0;

/** Looks for `term`: at once when asked (Enter), after a pause while typing. */
async function search(term: string, wait: number) {
  const turn = ++latest;
  const words = term.trim();
  // The address says what was looked for, so that a reload or a shared link shows it again.
  const address = new URL(location.href);
  if (words) address.searchParams.set("q", words);
  else address.searchParams.delete("q");
  history.replaceState(history.state, "", address);
  if (words.length < MIN_LENGTH) {
    list?.replaceChildren();
    if (more) more.hidden = true;
    say(words ? "Ketik sedikitnya dua huruf." : "");
    return;
  }
  say("Mencari…");
  try {
    const search = await loadPagefind();
    const found = await ranked(search, words, wait);
    // A later search has taken over.
    if (!found) return;
    if (turn !== latest) return;
    list?.replaceChildren();
    shown = [];
    rest = found;
    const count = rest.length;
    await showMore();
    say(
      count === 0
        ? `Tidak ada hasil untuk “${words}”. Coba kata lain, atau telusuri arsip di bawah.`
        : `${count} hasil untuk “${words}”.`,
    );
  } catch {
    say("Pencarian belum dapat dimuat. Periksa sambungan internet Anda lalu coba lagi, atau telusuri arsip di bawah.");
  }
}

if (form && input) {
  input.addEventListener("input", () => void search(input.value, 300));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void search(input.value, 0);
  });
  more?.addEventListener("click", () => {
    const first = shown.length;
    void showMore().then(() => list?.querySelectorAll("a")[first]?.focus());
  });
  const asked = new URLSearchParams(location.search).get("q");
  if (asked) {
    input.value = asked;
    void search(asked, 0);
  }
}
