/**
 * The admin's first script. Decap acts with the secretary's GitHub sign-in,
 * which it keeps in this origin's storage, so none of it loads where
 * another site could reach that storage:
 *
 * - inside another site's frame, the page shows only a link that opens it
 *   whole (app/lib/browser/frame.ts);
 * - below a folder of a shared host (a GitHub Pages project site,
 *   `<owner>.github.io/<repo>/admin/`), where every other site of the same
 *   host shares the origin, it signs no one in, says why, and forgets a
 *   sign-in kept there before (docs/decisions/0011-no-upload-runs-script.md).
 *
 * Checked first, before any code that reads the storage could fail in a
 * sandboxed frame and leave the refusal to chance. The admin itself is main.tsx.
 */
import { refuseForeignFrame } from "~/lib/browser/frame";

/** Whether the admin is at the root of an origin of its own (or on this computer, `npm run admin` and the tests). */
const ownOrigin = () =>
  ["localhost", "127.0.0.1"].includes(location.hostname) || location.pathname.startsWith("/admin/");

function refuseSharedOrigin(): boolean {
  if (ownOrigin()) return false;
  localStorage.removeItem("decap-cms-user");
  const site = `${location.host}${location.pathname.replace(/admin\/.*$/, "")}`;
  const note = document.createElement("p");
  note.setAttribute("role", "alert");
  note.textContent =
    `Admin tidak bisa dipakai di ${site}: alamat ini berbagi tempat penyimpanan dengan situs lain di ${location.host}, ` +
    "yang bisa membaca izin masuk GitHub Anda dan mengubah isi situs. Minta pengelola situs memasang domain sendiri " +
    "untuk situs ini (mis. gmkiwamena.org) atau memindahkannya ke situs akun <akun>.github.io, seperti di docs/DEPLOY.md, " +
    "lalu buka admin di alamat barunya.";
  document.body.replaceChildren(note);
  return true;
}

if (!refuseForeignFrame() && !refuseSharedOrigin()) void import("./main");
