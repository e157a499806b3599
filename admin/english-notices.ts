/**
 * A few of Decap's notices are written in English in its code, not in its
 * locale (locale-id.ts cannot reach them). They are put into Indonesian as
 * they appear, before anyone reads them.
 */

import { saidHere } from "./notices";

/** The start of every refusal of an upload of ours (uploads.ts): shown as it is. */
export const NOT_UPLOADED = "Belum diunggah: ";

/** A picked file the browser can no longer read (NotReadableError): it reads the device's file, not a copy. */
export const UNREADABLE =
  "berkas yang dipilih tidak bisa dibaca lagi dari perangkat ini (mungkin sudah dipindah, diubah, atau dihapus sesudah dipilih); pilih berkasnya sekali lagi";

const NOTICES: [RegExp, (rest: string) => string][] = [
  [/^Failed to delete media: /, (rest) => `Berkas gagal dihapus: ${rest}`],
  [
    /^Failed to persist media: /,
    // A file the build would refuse (uploads.ts) says why; anything else is the connection.
    (rest) =>
      rest.startsWith(NOT_UPLOADED)
        ? rest
        : /NotReadableError|NotFoundError/.test(rest)
          ? `Belum diunggah: ${UNREADABLE}.`
          : "Foto atau berkas gagal diunggah. Periksa sambungan internet, lalu coba lagi.",
  ],
  // Decap's save of an entry whose picked file went missing (its words come from the locale, the reason from the browser).
  [/^Belum tersimpan: (NotReadableError|NotFoundError)\b.*/s, () => `Belum tersimpan: ${UNREADABLE}.`],
  [/^Errors occurred while searching entries locally!/, () => "Pencarian gagal. Coba lagi."],
];

/** A notice's Indonesian; undefined when it is not one of Decap's English ones. */
export function indonesianNotice(text: string): string | undefined {
  for (const [english, indonesian] of NOTICES) {
    const match = english.exec(text);
    if (match) return indonesian(text.slice(match[0].length));
  }
  return undefined;
}

/**
 * The notices (react-toastify's) among what Decap just drew: the English
 * ones rewritten, and one that a refusal of the admin's own says already
 * (notices.ts) hidden.
 */
export function translateNotices(changes: readonly MutationRecord[]): void {
  for (const change of changes) {
    for (const node of change.addedNodes) {
      if (!(node instanceof Element) || !node.closest(".Toastify")) continue;
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const indonesian = indonesianNotice(text.textContent ?? "");
        if (indonesian) text.textContent = indonesian;
      }
      if ([...saidHere].some((words) => node.textContent?.includes(words))) {
        const toast =
          node.closest<HTMLElement>(".Toastify__toast") ?? node.querySelector<HTMLElement>(".Toastify__toast");
        toast?.style.setProperty("display", "none");
      }
    }
  }
}
