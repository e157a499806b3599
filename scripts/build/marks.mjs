// Which attributes a page's elements carry: what marks a page for a script
// (page-script.mjs) or a policy (security.mjs). Read by an HTML parser as
// attributes, never as text: an article that spells out ` data-search-form=`
// in its words, or in a photo's alt text, marks nothing.
import { Parser } from "htmlparser2";

/**
 * The names of every attribute on the page's elements, in small letters.
 * @param {string} html
 * @returns {Set<string>}
 */
export function attributeNames(html) {
  /** @type {Set<string>} */
  const names = new Set();
  const parser = new Parser({ onattribute: (name) => names.add(name.toLowerCase()) }, { decodeEntities: false });
  parser.end(html);
  return names;
}
