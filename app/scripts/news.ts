/** The script of a page with "Bagikan" or a notice (`[data-share]`, `[data-toast-title]`: /berita). */
import { startNews } from "../lib/browser/news";

startNews(document);
