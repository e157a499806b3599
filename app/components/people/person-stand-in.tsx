import { cn } from "~/lib/cn";

/**
 * What a person's role or field is drawn with, read from the words of their
 * position ("Bidang Kerohanian", "Sekretaris Caretaker"); the first that
 * fits. Paths in a 24-unit square centred on the badge at (61, 19).
 */
const emblems: readonly [RegExp, string][] = [
  // A cross: Kerohanian.
  [/rohani/i, "M61 11v16M56 16h10"],
  // An open book: Pendidikan dan Kaderisasi.
  [/pendidikan|kader/i, "M53 15q4-2 8 1 4-3 8-1v10q-4-2-8 1-4-3-8-1zM61 16v10"],
  // A sweet-potato shoot: Aksi dan Pelayanan, Sosial.
  [/aksi|pelayanan|sosial/i, "M61 27v-8m0 1q-6 0-7-6 6 0 7 6m0-1q5-1 7-6-6 0-7 6"],
  // A word said: Komunikasi, Hubungan Masyarakat.
  [/komunikasi|masyarakat|humas/i, "M54 13h14v9h-7l-4 4v-4h-3z"],
  // Three joined: Organisasi.
  [/organisasi/i, "M56 23l5-8 5 8zM56 23h0M61 15h0M66 23h0"],
  // The noken that holds the money: Bendahara.
  [/bendahara/i, "M56 17q5-9 10 0M54 17h14l-2 9h-10z"],
  // A written page: Sekretaris.
  [/sekretaris/i, "M56 12h10v14h-10zM58.5 16h5M58.5 19h5M58.5 22h3"],
  // The emblem's shield: Ketua, Koordinator.
  [/ketua|koordinator/i, "M55 13h12v6c0 4-3 7-6 8-3-1-6-4-6-8z"],
];

/**
 * A person of the branch drawn in place of their photo, until one is
 * given: a figure without a face, a noken on the hip, before the valley's
 * ridge in the morning sun, and on a badge what their role or field is
 * (a cross for Kerohanian, a book for Pendidikan, a shoot for Aksi dan
 * Pelayanan, the noken for the treasurer ...). Never a face, never
 * initials. An empty seat (`vacant`) is the same valley with the figure's
 * place drawn in a dashed line. Decorative: the name and position are
 * next to it. Inline, so no file is fetched; the same paths on every card
 * cost a page almost nothing once compressed.
 */
export function PersonStandIn({
  position,
  vacant,
  className,
}: {
  position: string;
  vacant?: boolean;
  className?: string;
}) {
  const emblem = vacant ? undefined : emblems.find(([words]) => words.test(position))?.[1];
  return (
    <svg
      viewBox="0 0 80 80"
      aria-hidden="true"
      focusable="false"
      data-stand-in=""
      className={cn("shrink-0", className)}
    >
      <circle cx="40" cy="40" r="40" className="fill-brand-100" />
      <circle cx="19" cy="21" r="5" className="fill-accent-300" />
      <path d="M.5 46 12 40l12 5 12-9 14 8 12-6 17.5 7A40 40 0 0 1 .5 46z" className="fill-brand-200" />
      {vacant ? (
        <path
          d="M40 19a13 13 0 1 0 .1 0M12 68c4-12 15-18 28-18s24 6 28 18"
          fill="none"
          strokeWidth="2"
          strokeDasharray="4 3"
          className="stroke-brand-300"
        />
      ) : (
        <>
          <circle cx="40" cy="32" r="13" className="fill-brand-700" />
          <path d="M10 66c4-12 16-18 30-18s26 6 30 18a40 40 0 0 1-60 0z" className="fill-brand-700" />
          {/* A noken on the hip, its strap across the chest. */}
          <path d="M29 49.5 52 70" strokeWidth="3.5" strokeLinecap="round" className="stroke-accent-400" />
          <path d="M48 66h14l-2 10h-10z" className="fill-accent-400" />
          <path d="M51 66l6 10M59 66l-6 10" strokeWidth="1.2" className="stroke-brand-900" />
        </>
      )}
      {emblem && (
        <>
          <circle cx="61" cy="19" r="13" strokeWidth="2" className="fill-brand-900 stroke-white" />
          <path
            d={emblem}
            fill="none"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="stroke-accent-300"
          />
        </>
      )}
    </svg>
  );
}
