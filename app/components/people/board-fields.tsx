import { Photo } from "~/components/media/photo";
import { CardGrid } from "~/components/ui/card-grid";
import type { FieldView } from "~/lib/media/photo-data";
import { PersonStandIn } from "./person-stand-in";
import { VacantName } from "./vacant-name";

type Member = FieldView["members"][number];

/** A field's members by position, in their order: the three "Anggota" of a field under one term. */
function byPosition(members: FieldView["members"]): { position: string; people: Member[] }[] {
  const groups: { position: string; people: Member[] }[] = [];
  for (const member of members) {
    const last = groups.at(-1);
    if (last !== undefined && last.position === member.position) last.people.push(member);
    else groups.push({ position: member.position, people: [member] });
  }
  return groups;
}

/**
 * A board's fields (bidang), each with its members' positions and names, as
 * plain lists under a rule (not cards: nothing here is tapped); a position
 * held by several is one term with a name each, each face beside its
 * name. Each person is drawn as their card draws them on /tentang-bpc:
 * their face, or their own figure with their field's emblem. A seat still empty says so in a
 * sentence with whom to ask ("Tidak tercatat." once the term has `ended`).
 */
export function BoardFields({ fields, ended }: { fields: readonly FieldView[]; ended?: boolean }) {
  return (
    <CardGrid>
      {fields.map((field) => (
        <section key={field.title} aria-label={field.title} className="border-t-2 border-brand-900 pt-3">
          <h3 className="border-b border-line pb-2 text-lg">{field.title}</h3>
          <dl className="mt-1 divide-y divide-line/70">
            {byPosition(field.members).map(({ position, people }, index) => (
              <div key={`${position}-${index}`} className="space-y-2 py-2.5">
                <dt className="pl-15 text-sm text-muted">{position}</dt>
                {people.map((member, seat) => {
                  const vacant = !member.name.trim();
                  return (
                    // Each face beside its own name, its own height apart from the next.
                    <dd key={seat} className="flex min-h-12 items-center gap-3 font-semibold text-ink">
                      {member.photo && !vacant ? (
                        <Photo
                          photo={member.photo}
                          sizes="48px"
                          eager
                          alt=""
                          className="size-12 shrink-0 rounded-full"
                        />
                      ) : (
                        <PersonStandIn
                          position={`${position} ${field.title}`}
                          figure={vacant ? undefined : member.figure}
                          className="size-12"
                        />
                      )}
                      <span className="min-w-0">{vacant ? <VacantName ended={ended} /> : member.name}</span>
                    </dd>
                  );
                })}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </CardGrid>
  );
}
