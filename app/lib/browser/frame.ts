/**
 * Whether this page is shown inside a frame of another site. GitHub Pages
 * cannot send `frame-ancestors` (docs/DEPLOY.md), and a policy in <meta>
 * cannot carry it, so a page checks for itself.
 */
export function framedByAnotherSite(): boolean {
  if (window.top === window.self) return false;
  try {
    return window.top?.location.origin !== window.location.origin;
  } catch {
    // Reading another origin's location throws: that is the answer.
    return true;
  }
}

/**
 * Framed by another site, the page shows nothing of itself that could be
 * clicked unseen (clickjacking), only a link that opens it in a window of
 * its own. Loading stops first. Returns whether it did so: the admin then
 * loads nothing more (admin/entry.ts).
 */
export function refuseForeignFrame(): boolean {
  if (!framedByAnotherSite()) return false;
  window.stop();
  const link = document.createElement("a");
  link.href = window.location.href;
  link.target = "_top";
  link.rel = "noopener";
  link.textContent = "Buka halaman ini di jendelanya sendiri";
  const note = document.createElement("p");
  note.append(link);
  document.body.replaceChildren(note);
  return true;
}
