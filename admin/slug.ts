/**
 * The file name Decap gives a new entry, from its title, with the admin's
 * slug settings (main.tsx: ascii, accents cleaned, "-" between words):
 * "Natal Uji 2026" → "natal-uji-2026". Decap does not export this for
 * extensions, so it is written here; slug.test.ts compares it with Decap's
 * own on many titles, and fails if an upgrade changes Decap's.
 */

/**
 * Decap's sanitizeSlug with the admin's settings: accents cleaned, every
 * character not safe in an address "-", no "-" doubled or at either end.
 */
function sanitized(text: string): string {
  const plain = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ø/g, "o");
  const safe = Array.from(plain, (char) => (/^[\w\-.~]$/i.test(char) ? char : "-"))
    .join("")
    // A file name never ends in a dot (sanitize-filename, which Decap uses).
    .replace(/\.+$/, "-");
  return safe.replace(/-+/g, "-").replace(/^-/, "").replace(/-$/, "").slice(0, 255);
}

/** The slug of `title`, as Decap 3.x makes it for `slug: "{{slug}}"`. */
export const entrySlug = (title: string): string =>
  sanitized(title.trim().toLocaleLowerCase().replace(/'/g, "").replace(/\./g, "-"));

/**
 * The name Decap gives a file picked in the media library, under which it
 * is committed and the build reads it: "Surat Edaran.PDF" → "surat-edaran.pdf"
 * (its persistMedia action: sanitizeSlug of the name in small letters).
 */
export const uploadName = (name: string): string => sanitized(name.toLowerCase());

/** The name of a new entry's file in a folder where `taken` names are used: "natal-uji-1" when "natal-uji" is. */
export function freeName(slug: string, taken: (name: string) => boolean): string {
  let name = slug;
  for (let count = 1; taken(name); count++) name = `${slug}-${count}`;
  return name;
}
