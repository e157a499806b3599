/**
 * Who is drawn how, until a person has a photo (components/people/person-stand-in.tsx):
 * a kit of figures (a woman or a man; standing, greeting, seated, or
 * holding a book; noken and clothes of different colours), one for each
 * person of the branch, the same on every page. Each person of the content
 * gets a figure of their own while there are enough (48 a kind), so a page
 * of three people shows three figures; who gets which follows from their
 * names alone, so a person keeps theirs while others come and go, unless
 * two names ask for the same one.
 */

/** How a person is drawn: `id` names the drawing (its kind, pose and colours), for tests and for the page. */
export interface Figure {
  woman: boolean;
  pose: 0 | 1 | 2 | 3;
  /** The noken's colour, of four. */
  noken: 0 | 1 | 2 | 3;
  /** The clothes' colour, of three. */
  clothes: 0 | 1 | 2;
  id: string;
}

/** Poses × noken colours × clothes colours: the figures of one kind. */
const KIT = 4 * 4 * 3;

/** Women's first names of the branch's region that do not end in "a", and men's that do. */
const WOMEN =
  /^(elisabeth|ruth|rut|ester|rachel|rahel|miriam|agnes|ines|dorkas|naomi|yuliet|lidia|margaret|mercy|ribka|ketty|rosmin|debby|yuli|marlin)$/;
const MEN = /^(yosua|luka|yehuda|elia|barnaba|musa|yeremia|zakharia|yesaya|obaja|mika|nikodemus|yuda|andrea|juda)$/;

/**
 * Whether a person is drawn as a woman, by their first name as names go in
 * the Baliem valley's churches: Yohana, Natalia, Debora, Elisabeth (a
 * woman's name that ends in "a", or one of those listed), Yulianus, Petrus,
 * Samuel, Marthen (a man's).
 */
export function drawnAsWoman(name: string): boolean {
  const first = name.trim().split(/\s+/)[0]!.toLowerCase();
  if (WOMEN.test(first)) return true;
  if (MEN.test(first)) return false;
  return /a$/.test(first);
}

/** A number for a name, the same at every build (FNV-1a). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text.trim().toLowerCase()) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The figure of a place in the kit: places next to each other differ in pose. */
function figureAt(woman: boolean, place: number): Figure {
  const pose = (place % 4) as Figure["pose"];
  const noken = (Math.floor(place / 4) % 4) as Figure["noken"];
  const clothes = (Math.floor(place / 16) % 3) as Figure["clothes"];
  return { woman, pose, noken, clothes, id: `${woman ? "p" : "l"}${pose}${noken}${clothes}` };
}

/**
 * Each name's figure: each takes the place in its kind's kit its name
 * points to, or the next free one (names taken in the order of their
 * numbers, so the result does not depend on the content's order).
 */
export function assignFigures(names: Iterable<string>): Map<string, Figure> {
  const people = [...new Set([...names].map((name) => name.trim()).filter(Boolean))].sort(
    (a, b) => hash(a) - hash(b) || a.localeCompare(b),
  );
  const taken = { woman: new Set<number>(), man: new Set<number>() };
  const figures = new Map<string, Figure>();
  for (const name of people) {
    const woman = drawnAsWoman(name);
    const places = woman ? taken.woman : taken.man;
    let place = hash(name) % KIT;
    for (let tries = 0; places.has(place) && tries < KIT; tries++) place = (place + 1) % KIT;
    places.add(place);
    figures.set(name, figureAt(woman, place));
  }
  return figures;
}
