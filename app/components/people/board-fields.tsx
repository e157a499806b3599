import { CardGrid } from "~/components/ui/card-grid";
import type { BoardField } from "~/content/schema";
import { VacantName } from "./vacant-name";

/**
 * A board's fields (bidang), each with its members' positions and names, as
 * plain lists under a rule (not cards: nothing here is tapped). A seat still
 * empty says so in a sentence with whom to ask ("Tidak tercatat." once the
 * term has `ended`).
 */
export function BoardFields({ fields, ended }: { fields: readonly BoardField[]; ended?: boolean }) {
  return (
    <CardGrid>
      {fields.map((field) => (
        <section key={field.title} aria-label={field.title} className="border-t-2 border-brand-900 pt-3">
          <h3 className="border-b border-line pb-2 text-lg">{field.title}</h3>
          <dl className="mt-1 divide-y divide-line/70">
            {field.members.map((member, index) => (
              <div key={`${member.position}-${index}`} className="py-2.5">
                <dt className="text-sm text-muted">{member.position}</dt>
                <dd className="font-semibold text-ink">
                  {member.name.trim() ? member.name : <VacantName ended={ended} />}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </CardGrid>
  );
}
