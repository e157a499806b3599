import { CardGrid } from "~/components/ui/card-grid";
import type { BoardField } from "~/content/schema";
import { VacantName } from "./vacant-name";

/** A field's members by position, in their order: the three "Anggota" of a field under one term. */
function byPosition(members: BoardField["members"]): { position: string; names: string[] }[] {
  const groups: { position: string; names: string[] }[] = [];
  for (const { position = "", name } of members) {
    const last = groups.at(-1);
    if (last !== undefined && last.position === position) last.names.push(name);
    else groups.push({ position, names: [name] });
  }
  return groups;
}

/**
 * A board's fields (bidang), each with its members' positions and names, as
 * plain lists under a rule (not cards: nothing here is tapped); a position
 * held by several is one term with a name each. A seat still empty says so
 * in a sentence with whom to ask ("Tidak tercatat." once the term has `ended`).
 */
export function BoardFields({ fields, ended }: { fields: readonly BoardField[]; ended?: boolean }) {
  return (
    <CardGrid>
      {fields.map((field) => (
        <section key={field.title} aria-label={field.title} className="border-t-2 border-brand-900 pt-3">
          <h3 className="border-b border-line pb-2 text-lg">{field.title}</h3>
          <dl className="mt-1 divide-y divide-line/70">
            {byPosition(field.members).map(({ position, names }, index) => (
              <div key={`${position}-${index}`} className="py-2.5">
                <dt className="text-sm text-muted">{position}</dt>
                {names.map((name, seat) => (
                  <dd key={seat} className="font-semibold text-ink">
                    {name.trim() ? name : <VacantName ended={ended} />}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </CardGrid>
  );
}
