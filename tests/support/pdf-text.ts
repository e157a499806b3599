import { inflateSync } from "node:zlib";

/**
 * The words on each sheet of a PDF that Chromium printed (page.pdf()), line
 * by line, as a reader would see them: what the print tests check ("the
 * article's text starts on its first sheet", "no heading alone at a
 * sheet's foot"). Chromium writes each font with a ToUnicode map and its
 * text as glyph numbers (<0012003A> Tj), each run of words placed anew
 * (a line, or a part of one set apart). Enough for Chromium's own PDFs,
 * not a PDF reader.
 */
export function pdfSheets(pdf: Buffer): string[][] {
  const text = pdf.toString("latin1");
  const objects = new Map<string, { dict: string; stream?: Buffer }>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(match[1]!, { dict: body });
      continue;
    }
    const start = match.index! + match[0].indexOf(body) + at + body.slice(at).match(/stream\r?\n/)![0].length;
    const end = text.indexOf("endstream", start);
    const raw = pdf.subarray(start, end);
    const dict = body.slice(0, at);
    objects.set(match[1]!, { dict, stream: /FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  const ref = (dict: string, key: string) => new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict)?.[1];

  const maps = new Map<string, Map<number, string>>();
  /** A font's glyph numbers and the letters they are, from its ToUnicode map. */
  const unicodeOf = (font: string) => {
    let map = maps.get(font);
    if (map) return map;
    map = new Map();
    const cmap = objects.get(ref(objects.get(font)?.dict ?? "", "ToUnicode") ?? "")?.stream?.toString("latin1") ?? "";
    const hex = (value: string) => parseInt(value, 16);
    const letters = (value: string) => String.fromCodePoint(...(value.match(/.{4}/g) ?? []).map(hex));
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, code, to] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
        map.set(hex(code!), letters(to!));
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const [, from, to, first] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
        for (let code = hex(from!); code <= hex(to!); code++)
          map.set(code, String.fromCodePoint(hex(first!) + code - hex(from!)));
    maps.set(font, map);
    return map;
  };

  const root = [...objects.values()].find(({ dict }) => /\/Type\s*\/Pages\b/.test(dict) && !/\/Parent/.test(dict));
  const pages = [...(root?.dict.match(/\/Kids\s*\[([^\]]*)\]/)?.[1] ?? "").matchAll(/(\d+) 0 R/g)].map(
    (kid) => kid[1]!,
  );
  return pages.map((page) => {
    const dict = objects.get(page)!.dict;
    const resources = ref(dict, "Resources");
    const fontsDict = (resources ? objects.get(resources)!.dict : dict).match(/\/Font\s*<<([^>]*)>>/)?.[1] ?? "";
    const fonts = new Map([...fontsDict.matchAll(/\/(\w+)\s+(\d+) 0 R/g)].map(([, name, id]) => [name!, id!]));
    const contents = [...(dict.match(/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/)?.[1] ?? "").matchAll(/(\d+) 0 R/g)];
    // In the order Chromium paints them, which is the page's: a new line where the text is placed anew.
    const lines: string[] = [];
    let font = "";
    for (const [, id] of contents) {
      const stream = objects.get(id!)?.stream?.toString("latin1") ?? "";
      for (const token of stream.matchAll(
        /\/(\w+)\s+[\d.]+\s+Tf|[-\d.]+\s+([-\d.]+)\s+Td|\bTm\b|<([0-9A-Fa-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ/g,
      )) {
        if (token[1]) font = fonts.get(token[1]) ?? "";
        else if (token[0] === "Tm" || (token[2] !== undefined && Number(token[2]) !== 0)) lines.push("");
        else if (token[3] !== undefined || token[4] !== undefined) {
          const glyphs = token[3] ?? [...token[4]!.matchAll(/<([0-9A-Fa-f]*)>/g)].map((part) => part[1]).join("");
          const map = unicodeOf(font);
          const words = (glyphs.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? "").join("");
          if (lines.length === 0) lines.push("");
          lines[lines.length - 1] += words;
        }
      }
    }
    return lines.map((line) => line.replace(/\s+/g, " ").trim()).filter(Boolean);
  });
}
