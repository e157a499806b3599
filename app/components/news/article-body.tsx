import { Photo } from "~/components/media/photo";
import type { TextRun } from "~/lib/text/article-text";
import type { PhotoData } from "~/lib/media/photo-data";
import { ForeignTerms } from "~/components/text/foreign-terms";
import { sitePath } from "~/lib/pages/addresses";

/** An article's body as its page shows it: the content's blocks, read at build. */
export type ArticleBlockView =
  | { type: "paragraf"; runs: TextRun[] }
  | { type: "subjudul"; text: string }
  | { type: "daftar"; items: TextRun[][] }
  | { type: "foto"; photo: PhotoData; caption: string };

/** Text with its bold, italics and links; links to other sites open beside this one. */
function Runs({ runs }: { runs: readonly TextRun[] }) {
  return runs.map((run, index) => {
    switch (run.kind) {
      case "text":
        return <ForeignTerms key={index}>{run.text}</ForeignTerms>;
      case "strong":
        return (
          <strong key={index}>
            <Runs runs={run.runs} />
          </strong>
        );
      case "em":
        return (
          <em key={index}>
            <Runs runs={run.runs} />
          </em>
        );
      case "link": {
        const outside = /^https:/.test(run.href);
        // A page of this site is written from its root ("/kegiatan"), wherever the site lives.
        const href = run.href.startsWith("/") ? sitePath(run.href) : run.href;
        return (
          <a
            key={index}
            href={href}
            {...(outside ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            <Runs runs={run.runs} />
            {outside && <span className="sr-only"> (membuka tab baru)</span>}
          </a>
        );
      }
    }
  });
}

/**
 * An article's body: paragraphs, subheadings (h2, under the page's h1),
 * lists and photos with their captions, in a measure made for reading.
 * Photos load when scrolled near; the page's cover is its main image.
 */
export function ArticleBody({ blocks }: { blocks: readonly ArticleBlockView[] }) {
  return (
    <div className="article-body">
      {blocks.map((block, index) => {
        switch (block.type) {
          case "paragraf":
            return (
              <p key={index}>
                <Runs runs={block.runs} />
              </p>
            );
          case "subjudul":
            return (
              <h2 key={index}>
                <ForeignTerms>{block.text}</ForeignTerms>
              </h2>
            );
          case "daftar":
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Runs runs={item} />
                  </li>
                ))}
              </ul>
            );
          case "foto":
            return (
              <figure key={index}>
                <Photo photo={block.photo} alt="" sizes="(min-width: 48rem) 42rem, 100vw" className="rounded-card" />
                <figcaption>
                  <ForeignTerms>{block.caption}</ForeignTerms>
                </figcaption>
              </figure>
            );
        }
      })}
    </div>
  );
}
