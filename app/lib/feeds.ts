/** The news as an Atom feed, under the site's base (routes/files/news-feed.ts). */
export const newsFeedPath = "berita/feed.xml";
