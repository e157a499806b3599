import { showToast } from "./toast";

/**
 * Copies an address to the clipboard and says so. Where the browser does
 * not allow it (older phones, pages not served over HTTPS), the toast shows
 * the address to copy by hand instead.
 */
async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showToast({ title: "Tautan disalin", description: url });
  } catch {
    showToast({ title: "Salin tautan ini", description: url });
  }
}

/**
 * Shares a page with the phone's own share sheet (Web Share API), with
 * `text` where there is some to send along (the preview's note), or, where
 * there is none, copies its address.
 */
export async function shareLink({ title, text, url }: { title: string; text?: string; url: string }): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, ...(text ? { text } : {}), url });
    } catch (error) {
      // The visitor closed the share sheet: nothing to do. Any other refusal
      // (a tap made again once the page was ready, after the browser stopped
      // counting it as the visitor's own) copies the address instead.
      if (!(error instanceof DOMException && error.name === "AbortError")) await copyLink(url);
    }
    return;
  }
  await copyLink(url);
}

/** WhatsApp's "send to…" with a message and a link, for any contact the visitor picks. */
export function whatsappShareHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}
