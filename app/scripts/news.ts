/** The script of a page with "Bagikan" or a notice (NEWS, lib/browser/hooks.ts: /berita). */
import { startNews } from "../lib/browser/news";

startNews(document);
