/**
 * The admin's preview pane shows an entry with the site's own cards and
 * stylesheet, as visitors will see it.
 */
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import type { ReactNode } from "react";
import photosFile from "@content/photos.json";
import { EventCard } from "~/components/activities/event-card";
import { ArticleBody, type ArticleBlockView } from "~/components/news/article-body";
import { NewsCard } from "~/components/news/news-card";
import { MeetingList } from "~/components/people/meeting-list";
import { BranchCard } from "~/components/people/branch-card";
import { PersonList } from "~/components/people/person-card";
import type { PersonView } from "~/lib/media/photo-data";
import { DocumentList } from "~/components/rules/document-list";
import type { ArticleBlock, Board, Branch, Document, Event, NewsItem, Photo } from "~/content/schema";
import { formatDate } from "~/lib/dates/format";
import { articleText } from "~/lib/text/article-text";
import type { PhotoData } from "~/lib/media/photo-data";

// A small copy of each registered photo, made when the admin is built. A
// photo added since shows once the site has been rebuilt.
const smallCopies = import.meta.glob<string>("@content/photos/*.{jpg,jpeg,png,JPG,JPEG,PNG}", {
  query: "?w=480&format=webp",
  import: "default",
  eager: true,
});

type GetAsset = PreviewTemplateComponentProps["getAsset"];

/**
 * A photo as the preview shows it: a registered one from its small copy;
 * an uploaded one (a path such as "content/photos/img_2041.jpg") through
 * Decap, which knows a photo just uploaded in this form too.
 */
function photoOf(ref: unknown, getAsset?: GetAsset, alt = ""): PhotoData | undefined {
  if (typeof ref !== "string" || !ref) return undefined;
  if (/\.(jpe?g|png)$/i.test(ref)) {
    const src = getAsset?.(ref)?.toString();
    return src ? { alt, sources: {}, img: { src, w: 480, h: 270 }, placeholder: src } : undefined;
  }
  const photo = (photosFile.photos as Photo[]).find((candidate) => candidate.id === ref);
  const name = photo?.file.slice(photo.file.lastIndexOf("/") + 1);
  const src = Object.entries(smallCopies).find(([path]) => path.endsWith(`/${name}`))?.[1];
  if (!photo || !src) return undefined;
  return { alt: photo.alt, sources: {}, img: { src, w: 480, h: 270 }, placeholder: src };
}

/** The entry's data as plain values; fields not filled in yet are left empty. */
function dataOf<T>(entry: PreviewTemplateComponentProps["entry"]): Partial<T> {
  return (entry.get("data")?.toJS() ?? {}) as Partial<T>;
}

/** The entry over an empty one of its kind, so that a half-filled form still draws. */
function filledIn<T>(entry: PreviewTemplateComponentProps["entry"], empty: T): T {
  return { ...empty, ...dataOf<T>(entry) };
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-md p-6 font-sans">{children}</div>;
}

/** A card of something dated: drawn once the date is there, as the card formats it. */
function DatedCard({ date, children }: { date: string; children: ReactNode }) {
  return <Frame>{date ? children : <p>Isi tanggal untuk melihat kartunya.</p>}</Frame>;
}

const emptyEntry = { slug: "", title: "", date: "", image: "" };

export function EventPreview({ entry, getAsset }: PreviewTemplateComponentProps) {
  const event = filledIn<Event>(entry, {
    ...emptyEntry,
    startTime: "",
    location: "",
    participants: 0,
    category: "Kerohanian",
    description: "",
  });
  return (
    <DatedCard date={event.date}>
      <EventCard
        event={event}
        href={`/kegiatan/${event.slug}`}
        photo={photoOf(event.image, getAsset, event.imageAlt)}
      />
    </DatedCard>
  );
}

/** An article's blocks as its page shows them, as far as they are filled in. */
function blocksOf(body: readonly Partial<ArticleBlock>[] | undefined, getAsset: GetAsset): ArticleBlockView[] {
  return (body ?? []).flatMap((block): ArticleBlockView[] => {
    switch (block.type) {
      case "paragraf":
        return block.text ? [{ type: "paragraf", runs: articleText(block.text) }] : [];
      case "subjudul":
        return block.text ? [{ type: "subjudul", text: block.text }] : [];
      case "daftar":
        return block.items?.length ? [{ type: "daftar", items: block.items.map(articleText) }] : [];
      case "foto": {
        const photo = photoOf(block.image, getAsset, block.caption);
        return photo ? [{ type: "foto", photo, caption: block.caption ?? "" }] : [];
      }
      default:
        return [];
    }
  });
}

export function NewsPreview({ entry, getAsset }: PreviewTemplateComponentProps) {
  const item = filledIn<NewsItem>(entry, { ...emptyEntry, author: "", excerpt: "", category: "berita" });
  const blocks = blocksOf(item.body, getAsset);
  return (
    <DatedCard date={item.date}>
      <NewsCard
        item={item}
        photo={photoOf(item.image, getAsset, item.imageAlt)}
        url={`/berita#${item.slug}`}
        href={blocks.length > 0 ? `/berita/${item.slug}` : undefined}
        notYet={{ title: "Segera Hadir", description: "Fitur ini belum tersedia." }}
      />
      {blocks.length > 0 && (
        <div className="mt-8 border-t border-line pt-6">
          <p className="mb-4 text-sm font-semibold text-muted">Isi berita, seperti di halamannya:</p>
          <ArticleBody blocks={blocks} />
        </div>
      )}
    </DatedCard>
  );
}

const noMeeting = { schedule: "", place: "" };

export function BranchesPreview({ entry }: PreviewTemplateComponentProps) {
  const branches = (dataOf<{ branches: Branch[] }>(entry).branches ?? []).map((branch) => ({
    ...branch,
    colleges: branch.colleges ?? [],
    // A new komisariat has no meeting yet.
    meeting: { ...noMeeting, ...branch.meeting },
  }));
  // As /struktur shows them: when they meet, then each in the chart.
  return (
    <Frame>
      <MeetingList branches={branches} />
      <ul className="mt-6 grid gap-6">
        {branches.map((branch, index) => (
          <li key={index}>
            <BranchCard branch={branch} />
          </li>
        ))}
      </ul>
    </Frame>
  );
}

export function BoardPreview({ entry }: PreviewTemplateComponentProps) {
  const board = dataOf<{ current: Board }>(entry).current;
  const people: PersonView[] = board
    ? [board.chair, board.secretary, board.treasurer]
        .filter((person) => person?.name)
        .map(({ name, position, photo }) => ({ name, position, photo: photoOf(photo) }))
    : [];
  return (
    <Frame>
      <h2 className="mb-4 text-2xl">Pengurus Harian {board?.period}</h2>
      <PersonList people={people} />
    </Frame>
  );
}

/** A document as /aturan lists it; its size shows on the site once it is built. */
export function DocumentPreview({ entry, getAsset }: PreviewTemplateComponentProps) {
  const document = dataOf<Document>(entry);
  const href = document.file ? (getAsset(document.file)?.toString() ?? "") : "";
  return (
    <Frame>
      {document.title && document.date ? (
        <DocumentList
          files={[
            {
              title: document.title,
              description: document.description ?? "",
              date: formatDate(document.date),
              href,
              size: "PDF",
            },
          ]}
        />
      ) : (
        <p>Isi judul dan tanggal untuk melihat tampilannya.</p>
      )}
    </Frame>
  );
}
