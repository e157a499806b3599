/**
 * "Salin Tautan" (the calendar subscription on /kegiatan,
 * components/activities/calendar-subscription.tsx): copies the address and
 * says so on the button itself, where the visitor is looking, and to a
 * screen reader through a polite live region. Where the browser refuses
 * (older phones, pages not served over HTTPS), it selects the address in
 * its box for the visitor to copy. The button is COPY_LINK (the
 * address), beside a <code> showing it; the live region COPY_LINK_STATUS
 * is in the same block.
 */
import { COPY_LINK, COPY_LINK_LABEL, COPY_LINK_STATUS } from "./hooks";

const SAID_MS = 4000;

export function startCopyLinks(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(`[${COPY_LINK}]`)) {
    const label = button.querySelector<HTMLElement>(`[${COPY_LINK_LABEL}]`) ?? button;
    const idle = label.textContent ?? "";
    const block = button.parentElement?.parentElement;
    const status = block?.querySelector<HTMLElement>(`[${COPY_LINK_STATUS}]`);
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
        await navigator.clipboard.writeText(button.getAttribute(COPY_LINK) ?? "");
        say("Tautan Disalin", "Tautan kalender disalin.");
      } catch {
        const code = button.parentElement?.querySelector("code");
        if (code) window.getSelection()?.selectAllChildren(code);
        say("Tautan Dipilih", "Tautan kalender sudah dipilih di kotaknya: salin dari sana.");
      }
    });
  }
}
