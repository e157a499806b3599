/**
 * Articles as their pages and the news feed show them, read at build from
 * the content's blocks (content/schema.ts, articleBlockSchema).
 */
import type { ArticleBlockView } from "~/components/news/article-body";
import type { ArticleBlock, NewsItem } from "~/content/schema";
import { articleText, type TextRun } from "../text/article-text";
import { photoData } from "../media/photos.server";
import { absoluteUrl, pageUrl } from "../pages/site-url.server";

/** Whether an article has a body, and so a page of its own. */
export const hasBody = (item: NewsItem): item is NewsItem & { body: ArticleBlock[] } => (item.body?.length ?? 0) > 0;

/** The blocks as the page draws them: text read for its marks, photos resolved. */
export function articleBlocks(body: readonly ArticleBlock[]): ArticleBlockView[] {
  return body.map((block) => {
    switch (block.type) {
      case "paragraf":
        return { type: "paragraf", runs: articleText(block.text) };
      case "subjudul":
        return { type: "subjudul", text: block.text };
      case "daftar":
        return { type: "daftar", items: block.items.map(articleText) };
      case "foto":
        return { type: "foto", photo: photoData(block.image, block.caption), caption: block.caption };
    }
  });
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function runsHtml(runs: readonly TextRun[]): string {
  return runs
    .map((run) => {
      switch (run.kind) {
        case "text":
          return escape(run.text);
        case "strong":
          return `<strong>${runsHtml(run.runs)}</strong>`;
        case "em":
          return `<em>${runsHtml(run.runs)}</em>`;
        case "link":
          return `<a href="${escape(run.href.startsWith("/") ? pageUrl(run.href) : run.href)}">${runsHtml(run.runs)}</a>`;
      }
    })
    .join("");
}

/** The whole article as HTML for the news feed: absolute addresses, one JPEG per photo. */
export function articleHtml(body: readonly ArticleBlock[]): string {
  return articleBlocks(body)
    .map((block) => {
      switch (block.type) {
        case "paragraf":
          return `<p>${runsHtml(block.runs)}</p>`;
        case "subjudul":
          return `<h2>${escape(block.text)}</h2>`;
        case "daftar":
          return `<ul>${block.items.map((item) => `<li>${runsHtml(item)}</li>`).join("")}</ul>`;
        case "foto":
          return `<figure><img src="${escape(absoluteUrl(block.photo.img.src))}" alt="${escape(block.caption)}" width="${block.photo.img.w}" height="${block.photo.img.h}"/><figcaption>${escape(block.caption)}</figcaption></figure>`;
      }
    })
    .join("\n");
}
