import { Photo } from "~/components/media/photo";
import { CardGrid } from "~/components/ui/card-grid";
import type { PhotoData } from "~/lib/media/photo-data";
import { PersonStandIn } from "./person-stand-in";
import { VacantName } from "./vacant-name";

/** A field (bidang) as the page shows it: its members, with the face of those who have one. */
export interface FieldView {
  title: string;
  members: readonly { position: string; name: string; photo?: PhotoData }[];
}

/**
 * A board's fields (bidang), each with its members' positions and names, as
 * plain lists under a rule (not cards: nothing here is tapped). Each person
 * is drawn as their card draws them on /tentang-bpc: their face, or the
 * branch's stand-in with their field's emblem. A seat still empty says so
 * in a sentence with whom to ask ("Tidak tercatat." once the term has
 * `ended`).
 */
export function BoardFields({ fields, ended }: { fields: readonly FieldView[]; ended?: boolean }) {
  return (
    <CardGrid>
      {fields.map((field) => (
        <section key={field.title} aria-label={field.title} className="border-t-2 border-brand-900 pt-3">
          <h3 className="border-b border-line pb-2 text-lg">{field.title}</h3>
          <dl className="mt-1 divide-y divide-line/70">
            {field.members.map((member, index) => {
              const vacant = !member.name.trim();
              return (
                <div key={`${member.position}-${index}`} className="relative min-h-14 py-2.5 pl-14">
                  <dt className="text-sm text-muted">{member.position}</dt>
                  <dd className="font-semibold text-ink">
                    {member.photo && !vacant ? (
                      <Photo
                        photo={member.photo}
                        sizes="48px"
                        eager
                        alt=""
                        className="absolute top-2 left-0 size-10 rounded-full"
                      />
                    ) : (
                      <PersonStandIn
                        position={`${member.position} ${field.title}`}
                        vacant={vacant}
                        className="absolute top-2 left-0 size-10"
                      />
                    )}
                    {vacant ? <VacantName ended={ended} /> : member.name}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </CardGrid>
  );
}
