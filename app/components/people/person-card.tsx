import { InitialsAvatar } from "~/components/media/initials-avatar";
import type { Person } from "~/content/schema";

/**
 * A board member: photo (or initials when there is none), name, position.
 * Rendered as a list item of a PersonList.
 */
export function PersonCard({ person }: { person: Person }) {
  return (
    <li className="flex flex-col items-center card px-6 py-8 text-center">
      {person.imageUrl ? (
        <img
          src={person.imageUrl}
          alt=""
          width={112}
          height={112}
          loading="lazy"
          className="size-28 rounded-full object-cover"
        />
      ) : (
        <InitialsAvatar name={person.name} className="size-28" />
      )}
      <h3 className="mt-5 text-xl">{person.name}</h3>
      <p className="mt-1 font-medium text-accent-700">{person.position}</p>
    </li>
  );
}

/** People side by side: one column on phones, three on wide screens. */
export function PersonList({ people }: { people: readonly Person[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person) => (
        <PersonCard key={`${person.position}-${person.name}`} person={person} />
      ))}
    </ul>
  );
}
