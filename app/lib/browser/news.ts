/**
 * /berita's buttons (components/news/news-card.tsx): "Bagikan"
 * (`[data-share]`, the address, `data-share-title`, and `data-share-text`,
 * the preview's note while the article is a sample) shares the article;
 * a button with `data-toast-title` shows its notice, the spec's for an
 * article not written out yet.
 */
import { shareLink } from "./share";
import { showToast } from "./toast";

export function startNews(page: Document): void {
  page.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-share], [data-toast-title]");
    if (!button) return;
    const { share, shareTitle = "", shareText, toastTitle, toastText = "" } = button.dataset;
    if (share !== undefined)
      void shareLink({ title: shareTitle, ...(shareText ? { text: shareText } : {}), url: share });
    else if (toastTitle) showToast({ title: toastTitle, description: toastText });
  });
}
