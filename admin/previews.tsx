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

function Frame({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <div className="mx-auto max-w-md p-6 font-sans">{children}</div>
    </MemoryRouter>
  );
}

export function EventPreview({ entry }: PreviewTemplateComponentProps) {
  const event = dataOf<Event>(entry);
  const filled: Event = {
    slug: event.slug ?? "",
    title: event.title ?? "",
    date: event.date ?? "",
    startTime: event.startTime ?? "",
    endTime: event.endTime,
    location: event.location ?? "",
    participants: Number(event.participants ?? 0),
    category: event.category ?? "Kerohanian",
    description: event.description ?? "",
    image: event.image ?? "",
  };
  return (
    <Frame>
      {filled.date ? (
        <EventCard event={filled} photo={photoOf(filled.image)} />
      ) : (
        <p>Isi tanggal untuk melihat kartunya.</p>
      )}
    </Frame>
  );
}

export function NewsPreview({ entry }: PreviewTemplateComponentProps) {
  const item = dataOf<NewsItem>(entry);
  const filled: NewsItem = {
    slug: item.slug ?? "",
    title: item.title ?? "",
    author: item.author ?? "",
    date: item.date ?? "",
    excerpt: item.excerpt ?? "",
    image: item.image ?? "",
  };
  return (
    <Frame>
      {filled.date ? (
        <NewsCard item={filled} photo={photoOf(filled.image)} url={`/berita#${filled.slug}`} />
      ) : (
        <p>Isi tanggal untuk melihat kartunya.</p>
      )}
    </Frame>
  );
}

export function BranchesPreview({ entry }: PreviewTemplateComponentProps) {
  const branches = dataOf<{ branches: Branch[] }>(entry).branches ?? [];
  return (
    <Frame>
      <ul className="grid gap-6">
        {branches.map((branch, index) => (
          <BranchCard
            key={index}
            branch={{ ...branch, colleges: branch.colleges ?? [] }}
            photo={photoOf(branch.image)}
          />
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
