/**
 * "Salin Tautan" (the calendar subscription on /kegiatan,
 * components/activities/calendar-subscription.tsx): copies the address and
 * says so on the button itself, where the visitor is looking, and to a
 * screen reader through a polite live region. Where the browser refuses
 * (older phones, pages not served over HTTPS), it selects the address in
 * its box for the visitor to copy. The button is `[data-copy-link]` (the
 * address), beside a <code> showing it; the live region `[data-copy-status]`
 * is in the same block.
 */
const SAID_MS = 4000;

export function startCopyLinks(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-copy-link]")) {
    const label = button.querySelector<HTMLElement>("[data-label]") ?? button;
    const idle = label.textContent ?? "";
    const block = button.parentElement?.parentElement;
    const status = block?.querySelector<HTMLElement>("[data-copy-status]");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const say = (short: string, long: string) => {
      label.textContent = short;
      if (status) status.textContent = long;
      clearTimeout(timer);
      timer = setTimeout(() => {
        label.textContent = idle;
        if (status) status.textContent = "";
      }, SAID_MS);
    };
    button.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(button.dataset.copyLink ?? "");
        say("Tautan Disalin", "Tautan kalender disalin.");
      } catch {
        const code = button.parentElement?.querySelector("code");
        if (code) window.getSelection()?.selectAllChildren(code);
        say("Tautan Dipilih", "Tautan kalender sudah dipilih di kotaknya: salin dari sana.");
      }
    });
  }
}
