import { Photo } from "~/components/media/photo";
import { CardGrid } from "~/components/ui/card-grid";
import { ForeignTerms } from "~/components/text/foreign-terms";
import { VacantName } from "~/components/people/vacant-name";
import { PersonStandIn } from "~/components/people/person-stand-in";
import type { PersonView } from "~/lib/media/photo-data";

/**
 * A board member: photo (or, until there is one, a drawing of a person of
 * the branch with their role's emblem), name, position. Unboxed, with no border or shadow: nothing here is a link, so
 * nothing looks like one. A row on phones, so a board fits a screen or two;
 * a column from 40rem up, or a row at every width (`row`).
 */
function PersonCard({ person, ended, row }: { person: PersonView; ended?: boolean; row?: boolean }) {
  const vacant = !person.name.trim() || person.name.trim() === "-";
  const picture = row ? "size-16 shrink-0" : "size-16 shrink-0 sm:size-24";
  return (
    <div
      data-person=""
      className={
        row ? "flex items-center gap-4 py-2" : "flex items-center gap-4 py-2 sm:flex-col sm:py-4 sm:text-center"
      }
    >
      {person.photo && !vacant ? (
        // A face is a square of 1 to 3 KB: loaded at once, wherever it is.
        <Photo photo={person.photo} sizes="96px" eager alt="" className={`${picture} rounded-full`} />
      ) : (
        <PersonStandIn position={person.position} figure={vacant ? undefined : person.figure} className={picture} />
      )}
      <div className="min-w-0">
        <h3 className={row ? "text-lg" : "text-lg sm:text-xl"}>
          {vacant ? <VacantName ended={ended} /> : person.name}
        </h3>
        <p className="mt-0.5 font-medium text-accent-700">
          <ForeignTerms>{person.position}</ForeignTerms>
        </p>
      </div>
    </div>
  );
}

/**
 * People side by side: rows on phones, two or three cards a row on wider
 * screens, every card the same width; or with `rows`, one row each at every
 * width. `ended`: a past term, whose empty seats are not waiting for anyone.
 */
export function PersonList({
  people,
  columns,
  rows,
  ended,
}: {
  people: readonly PersonView[];
  columns?: 2 | 3;
  rows?: boolean;
  ended?: boolean;
}) {
  if (rows) {
    return (
      <ul className="grid gap-3">
        {people.map((person) => (
          <li key={`${person.position}-${person.name}`}>
            <PersonCard person={person} ended={ended} row />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <CardGrid columns={columns} lastRow="centre">
      {people.map((person) => (
        <PersonCard key={`${person.position}-${person.name}`} person={person} ended={ended} />
      ))}
    </CardGrid>
  );
}
