/**
 * Fixes to Decap's own code, applied as it is bundled (the admin's build and
 * `npm run admin`'s development pre-bundle): each replaces one exact piece
 * of the pinned decap-cms-core's source, and the admin does not build when
 * that piece is not found exactly once, so an upgrade is checked against
 * each (docs/decisions/0013-admin-decap-internals.md). A fix Decap ships
 * retires its patch.
 */
import { createHash } from "node:crypto";
import { BACKUP_DAYS, BACKUP_OFFERED } from "./backups.mjs";

/**
 * @typedef {object} Patch
 * @property {string} file the module, by the end of its path in node_modules
 * @property {string} why what it fixes, for the build's error
 * @property {string} find
 * @property {string} replace
 */

const EDITOR = "decap-cms-core/dist/esm/components/Editor/Editor.js";
const BACKEND = "decap-cms-core/dist/esm/backend.js";

/** @type {readonly Patch[]} */
export const PATCHES = [
  {
    // Decap's local backup of an unsaved entry was offered, then replaced by
    // the entry (or the empty form) that finished loading after it: the
    // secretary said yes and got a blank form (decap-cms#5470, #5055). The
    // backup is now read once the form is there.
    file: EDITOR,
    why: "the backup offered after the form has loaded",
    find: `    retrieveLocalBackup(collection, slug);
    if (newEntry) {
      createEmptyDraft(collection, this.props.location.search);
    } else {
      loadEntry(collection, slug);
    }`,
    replace: `    const drafted = newEntry ? createEmptyDraft(collection, this.props.location.search) : loadEntry(collection, slug);
    Promise.resolve(drafted).then(() => this.gone || retrieveLocalBackup(collection, slug));
    window.addEventListener('beforeunload', this.writeBackup);
    document.addEventListener('visibilitychange', this.writeBackup);`,
  },
  {
    // The backup was written 2 s after the last key (a paragraph typed in
    // one go: not until the end of it). It is written a moment after, and
    // at once when the page goes (a reload, a closed tab) or is hidden (a
    // call, another app), as far as the browser lets a page finish then.
    file: EDITOR,
    why: "the backup written as it is typed",
    find: `    this.props.persistLocalBackup(entry, collection);
  }, 2000);`,
    replace: `    Promise.resolve(this.props.persistLocalBackup(entry, collection)).then(written => {
      if (written !== undefined) this.keptEntry = entry;
    });
  }, 300);
  writeBackup = () => this.createBackup.flush();`,
  },
  {
    // A reload asked the browser's "Leave site?" and then offered the
    // backup: two boxes in a row. The browser asks only while what was
    // typed is not on the device yet (the moment before its backup is
    // written); otherwise nothing is lost, and the offer is the one question.
    file: EDITOR,
    why: "a reload asks once",
    find: `      if (this.props.entryDraft.get('hasChanged')) {
        // This message is ignored in most browsers`,
    replace: `      if (this.props.entryDraft.get('hasChanged') && this.keptEntry !== this.props.entryDraft.get('entry')) {
        // This message is ignored in most browsers`,
  },
  {
    // The backup was offered in the browser's OK/Batal box, and Batal threw
    // it away at once. The admin asks in its own dialog, "Lanjutkan" or
    // "Buang", and once more before anything is thrown away
    // (admin/backup-offer.ts answers this event).
    file: EDITOR,
    why: "the backup offered in the admin's own dialog",
    find: `      const confirmLoadBackup = window.confirm(this.props.t('editor.editor.confirmLoadBackup'));
      if (confirmLoadBackup) {
        this.props.loadLocalBackup();
      } else {
        this.deleteBackup();
      }`,
    replace: `      window.dispatchEvent(new CustomEvent('${BACKUP_OFFERED}', {
        detail: {
          restore: () => this.gone || this.props.loadLocalBackup(),
          discard: () => this.gone || this.deleteBackup()
        }
      }));`,
  },
  {
    file: EDITOR,
    why: "the backup written as it is typed",
    find: `    window.removeEventListener('beforeunload', this.exitBlocker);`,
    replace: `    window.removeEventListener('beforeunload', this.exitBlocker);
    window.removeEventListener('beforeunload', this.writeBackup);
    document.removeEventListener('visibilitychange', this.writeBackup);
    this.gone = true;`,
  },
  {
    // Leaving the form (a link, the phone's back button) deleted its backup,
    // and with it what was typed. It is kept, written at once, and offered
    // when the form is opened again; a save, a deletion, or "Buang" to the
    // offer still deletes it.
    file: EDITOR,
    why: "the backup kept when the form is left",
    find: `      this.deleteBackup();
      unblock();`,
    replace: `      this.createBackup.flush();
      unblock();`,
  },
  {
    // "Lihat di situs" came only when an entry was opened: after a new
    // entry's first save the editor stays (Decap moves it to the entry's
    // address without drawing it anew), and the link did not come.
    file: "decap-cms-core/dist/esm/components/Editor/EditorToolbar.js",
    why: "the link to the page right after a first save",
    find: `    if (!isNewEntry && prevProps.isPersisting && !isPersisting) {`,
    replace: `    if (!isNewEntry && (prevProps.isNewEntry || prevProps.isPersisting && !isPersisting)) {`,
  },
  {
    // A new entry's save ends with Decap moving to the entry's address, after
    // its notice and a fresh read; a tap on "Menulis di koleksi …" meanwhile
    // showed the list, then the editor again, the tap undone. It moves only
    // from where the save began.
    file: "decap-cms-core/dist/esm/actions/entries.js",
    why: "a tap that leaves during a save is not undone",
    find: `    dispatch(entryPersisting(collection, serializedEntry));`,
    replace: `    dispatch(entryPersisting(collection, serializedEntry));
    const from = window.location.hash;`,
  },
  {
    file: "decap-cms-core/dist/esm/actions/entries.js",
    why: "a tap that leaves during a save is not undone",
    find: `        navigateToEntry(collection.get('name'), newSlug);`,
    replace: `        if (window.location.hash === from) navigateToEntry(collection.get('name'), newSlug);`,
  },
  {
    // A refused or failed save rejected a promise no one waited for (an
    // error in the console each time); Decap's notice has said why already,
    // and the form and its backup stay.
    file: EDITOR,
    why: "a refused save ends quietly",
    find: `    await persistEntry(collection);
    this.deleteBackup();`,
    replace: `    if (!(await persistEntry(collection).then(() => true, () => false))) return;
    this.deleteBackup();`,
  },
  {
    // A new form, blank, said "Tersimpan": nothing of it is saved yet.
    file: "decap-cms-core/dist/esm/components/Editor/EditorToolbar.js",
    why: "a new form is not called saved",
    find: `hasChanged ? _jsx(BackStatusChanged, {`,
    replace: `hasChanged || this.props.isNewEntry ? _jsx(BackStatusChanged, {`,
  },
  {
    // Decap kept a backup of unsaved text for good, through sign-out, and
    // offered it to whoever signed in next on the same browser. Each backup
    // now carries the time it was written; one older than two weeks is
    // neither offered nor kept (gone as the admin loads), and signing out
    // removes them all.
    file: BACKEND,
    why: "backups kept two weeks and until sign-out",
    find: `function getEntryBackupKey(collectionName, slug) {`,
    replace: `const BACKUP_KEPT_MS = ${BACKUP_DAYS} * 24 * 60 * 60 * 1000;
const backupKept = backup => Date.now() - backup?.savedAt < BACKUP_KEPT_MS;
function getEntryBackupKey(collectionName, slug) {`,
  },
  {
    file: BACKEND,
    why: "backups kept two weeks and until sign-out",
    find: `        raw,
        path: entry.get('path'),
        mediaFiles,`,
    replace: `        raw,
        path: entry.get('path'),
        mediaFiles,
        savedAt: Date.now(),`,
  },
  {
    file: BACKEND,
    why: "backups kept two weeks and until sign-out",
    find: `    if (!backup || !backup.raw.trim()) {`,
    replace: `    if (!backup || !backup.raw.trim() || !backupKept(backup)) {`,
  },
  {
    file: BACKEND,
    why: "backups kept two weeks and until sign-out",
    find: `    this.backupSync = asyncLock();
  }`,
    replace: `    this.backupSync = asyncLock();
    this.forgetBackups(backup => !backupKept(backup));
  }
  async forgetBackups(forget = () => true) {
    try {
      await this.backupSync.acquire();
      for (const key of await localForage.keys()) {
        if (key.startsWith(getEntryBackupKey()) && forget(await localForage.getItem(key))) await localForage.removeItem(key);
      }
    } catch (e) {
      console.warn('forgetBackups', e);
    } finally {
      this.backupSync.release();
    }
  }`,
  },
  {
    file: BACKEND,
    why: "backups kept two weeks and until sign-out",
    find: `      this.user = null;
      if (this.authStore) {
        this.authStore.logout();
      }`,
    replace: `      this.user = null;
      if (this.authStore) {
        this.authStore.logout();
      }
      await this.forgetBackups();`,
  },
  {
    // A list's count said "1 blok" but "2 isi berita", "1 foto" but "2
    // galeri foto": Indonesian counts with the same word, "2 blok", "2 foto".
    file: "decap-cms-widget-list/dist/esm/ListControl.js",
    why: "a list counted in one word",
    find: `const listLabel = items.size === 1 ? labelSingular.toLowerCase() : label.toLowerCase();`,
    replace: `const listLabel = labelSingular.toLowerCase();`,
  },
  {
    // The eye (preview) stayed on for every entry opened after: on a phone
    // the next form opened as an empty preview, without its fields. Each
    // editor now opens as main.tsx sets it (the form alone on a phone).
    file: "decap-cms-core/dist/esm/components/Editor/EditorInterface.js",
    why: "the preview's state kept to one entry",
    find: `    localStorage.setItem(RIGHT_PANE, next);`,
    replace: ``,
  },
];

/**
 * Applies the patches of `id`'s module to its `code`; throws when one does not fit.
 * @param {string} code
 * @param {string} id
 * @returns {string | undefined}
 */
export function patched(code, id) {
  const path = id.replaceAll("\\", "/").split("?")[0] ?? "";
  const mine = PATCHES.filter(({ file }) => path.endsWith(`/node_modules/${file}`));
  if (mine.length === 0) return undefined;
  return mine.reduce((text, { file, why, find, replace }) => {
    const found = text.split(find).length - 1;
    if (found !== 1) {
      throw new Error(`${file}: the fix "${why}" no longer fits (found ${found} times); see docs/decisions/0013`);
    }
    return text.replace(find, () => replace);
  }, code);
}

/**
 * The plugin, for the build and for the development pre-bundle; its name
 * changes with the patches, so that a changed patch renews the pre-bundle.
 * @returns {import("vite").Plugin}
 */
export function decapPatches() {
  const hash = createHash("sha256").update(JSON.stringify(PATCHES)).digest("hex").slice(0, 8);
  return { name: `gmki:decap-patches-${hash}`, transform: (code, id) => patched(code, id) };
}
