// Decap's backups of unsaved text as the admin keeps them: how long, and the
// event by which the editor offers one. Shared by the patches to Decap's
// code (decap-patches.mjs, applied as it is bundled) and the admin's dialog
// (backup-offer.ts).

/** Days a backup is kept on the device after it was last written (docs/PANDUAN-KONTEN.md says so). */
export const BACKUP_DAYS = 14;

/** The event the editor dispatches on `window` to offer a backup, with what to do on each answer. */
export const BACKUP_OFFERED = "gmki-backup-offered";
