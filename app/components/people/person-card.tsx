import { InitialsAvatar } from "~/components/media/initials-avatar";
import { Photo } from "~/components/media/photo";
import type { PhotoData } from "~/lib/photo-data";

/** A person as a card shows them. */
export interface PersonView {
  name: string;
  position: string;
  /** Their face; without it the card shows their initials. */
  photo?: PhotoData;
}

/**
 * A board member: photo (or initials when there is none), name, position.
 * Rendered as a list item of a PersonList.
 */
export function PersonCard({ person }: { person: PersonView }) {
  return (
    <li className="flex flex-col items-center card px-6 py-8 text-center">
      {person.photo ? (
        <Photo photo={person.photo} sizes="112px" alt="" className="size-28 rounded-full" />
      ) : (
        <InitialsAvatar name={person.name} className="size-28" />
      )}
      <h3 className="mt-5 text-xl">{person.name}</h3>
      <p className="mt-1 font-medium text-accent-700">{person.position}</p>
    </li>
  );
}

/** People side by side: one column on phones, three on wide screens. */
export function PersonList({ people }: { people: readonly PersonView[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person) => (
        <PersonCard key={`${person.position}-${person.name}`} person={person} />
      ))}
    </ul>
  );
}
