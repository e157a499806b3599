/**
 * A tap on a control still waiting for React (useUntilReady: dimmed,
 * aria-disabled, `data-waiting`) is kept, not lost: the control is marked
 * `data-tapped` at once, so the visitor sees the tap was heard, and the tap
 * is made again the moment React has made the control work (React removes
 * `data-waiting`). Only the last such tap counts, as a visitor's latest
 * intent. The tap is stopped before it reaches React, which would
 * otherwise meet a control it has not finished, and its default action is
 * cancelled: a waiting submit button (also pressed by Enter in a field)
 * must not submit its form natively.
 */
export function replayTapsOnceReady(): void {
  let pending: HTMLElement | null = null;

  window.addEventListener(
    "click",
    (event) => {
      const control = event.target instanceof Element ? event.target.closest("[data-waiting]") : null;
      if (!(control instanceof HTMLElement)) return;
      event.stopPropagation();
      event.preventDefault();
      pending?.removeAttribute("data-tapped");
      pending = control;
      control.setAttribute("data-tapped", "");
    },
    { capture: true },
  );

  new MutationObserver(() => {
    if (!pending || pending.hasAttribute("data-waiting")) return;
    const control = pending;
    pending = null;
    control.removeAttribute("data-tapped");
    if (control.isConnected) control.click();
  }).observe(document.body, { subtree: true, attributeFilter: ["data-waiting"] });
}
