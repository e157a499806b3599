/**
 * /berita's buttons (components/news/news-card.tsx): "Bagikan"
 * (NEWS_SHARE, the address, with NEWS_SHARE_TITLE, and NEWS_SHARE_TEXT,
 * the preview's note while the article is a sample) shares the article;
 * a button with NEWS_TOAST_TITLE shows its notice, the spec's for an
 * article not written out yet.
 */
import { NEWS_SHARE, NEWS_SHARE_TEXT, NEWS_SHARE_TITLE, NEWS_TOAST_TEXT, NEWS_TOAST_TITLE } from "./hooks";
import { shareLink } from "./share";
import { showToast } from "./toast";

export function startNews(page: Document): void {
  page.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>(`[${NEWS_SHARE}], [${NEWS_TOAST_TITLE}]`);
    if (!button) return;
    const [share, toastTitle] = [button.getAttribute(NEWS_SHARE), button.getAttribute(NEWS_TOAST_TITLE)];
    const shareText = button.getAttribute(NEWS_SHARE_TEXT);
    if (share !== null)
      void shareLink({
        title: button.getAttribute(NEWS_SHARE_TITLE) ?? "",
        ...(shareText ? { text: shareText } : {}),
        url: share,
      });
    else if (toastTitle) showToast({ title: toastTitle, description: button.getAttribute(NEWS_TOAST_TEXT) ?? "" });
  });
}
