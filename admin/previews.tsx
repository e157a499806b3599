/**
 * The admin's preview pane shows an entry with the site's own cards and
 * stylesheet, as visitors will see it.
 */
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import photosFile from "@content/photos.json";
import { EventCard } from "~/components/activities/event-card";
import { NewsCard } from "~/components/news/news-card";
import { BranchCard } from "~/components/people/branch-card";
import { PersonList, type PersonView } from "~/components/people/person-card";
import type { Board, Branch, Event, NewsItem, Photo } from "~/content/schema";
import type { PhotoData } from "~/lib/photo-data";

// A small copy of each registered photo, made when the admin is built. A
// photo added since shows once the site has been rebuilt.
const smallCopies = import.meta.glob<string>("@content/photos/*.{jpg,jpeg,png,JPG,JPEG,PNG}", {
  query: "?w=480&format=webp",
  import: "default",
  eager: true,
});

function photoOf(id: unknown): PhotoData | undefined {
  const photo = (photosFile.photos as Photo[]).find((candidate) => candidate.id === id);
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
  return (
    <MemoryRouter>
      <div className="mx-auto max-w-md p-6 font-sans">{children}</div>
    </MemoryRouter>
  );
}

/** A card of something dated: drawn once the date is there, as the card formats it. */
function DatedCard({ date, children }: { date: string; children: ReactNode }) {
  return <Frame>{date ? children : <p>Isi tanggal untuk melihat kartunya.</p>}</Frame>;
}

const emptyEntry = { slug: "", title: "", date: "", image: "" };

export function EventPreview({ entry }: PreviewTemplateComponentProps) {
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
      <EventCard event={event} photo={photoOf(event.image)} />
    </DatedCard>
  );
}

export function NewsPreview({ entry }: PreviewTemplateComponentProps) {
  const item = filledIn<NewsItem>(entry, { ...emptyEntry, author: "", excerpt: "" });
  return (
    <DatedCard date={item.date}>
      <NewsCard item={item} photo={photoOf(item.image)} url={`/berita#${item.slug}`} />
    </DatedCard>
  );
}

const noMeeting = { schedule: "", place: "" };

export function BranchesPreview({ entry }: PreviewTemplateComponentProps) {
  const branches = dataOf<{ branches: Branch[] }>(entry).branches ?? [];
  return (
    <Frame>
      <ul className="grid gap-6">
        {branches.map((branch, index) => (
          <li key={index}>
            <BranchCard
              branch={{
                ...branch,
                colleges: branch.colleges ?? [],
                // A new komisariat has no meeting yet.
                meeting: { ...noMeeting, ...branch.meeting },
              }}
            />
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
