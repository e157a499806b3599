import type { BoardField } from "~/content/schema";

/**
 * A board's fields (bidang), each with its members' positions and names. A
 * seat still empty shows "-", read out as "belum terisi".
 */
export function BoardFields({ fields }: { fields: readonly BoardField[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {fields.map((field) => (
        <div key={field.title} className="card p-6">
          <h3 className="border-b border-line pb-3 text-lg">{field.title}</h3>
          <dl className="mt-3 divide-y divide-line/70">
            {field.members.map((member, index) => (
              <div
                key={`${member.position}-${index}`}
                className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2.5"
              >
                <dt className="text-muted">{member.position}</dt>
                <dd className="font-semibold text-ink">
                  {member.name.trim() ? (
                    member.name
                  ) : (
                    <>
                      <span aria-hidden="true">-</span>
                      <span className="sr-only">belum terisi</span>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
