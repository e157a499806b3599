import { cn } from "~/lib/cn";
import type { Figure } from "~/lib/media/figures";

/**
 * What a person's role or field is drawn with, read from the words of their
 * position ("Bidang Kerohanian", "Sekretaris Caretaker"); the first that
 * fits. Paths in a 24-unit square centred on the badge at (61, 19), drawn
 * larger (BADGE_SCALE) so that a cross and a book differ on a phone.
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
const BADGE_SCALE = 1.3;

/** The colours of the kit (lib/media/figures.ts), as complete class names. */
const clothes = [
  ["fill-brand-700", "stroke-brand-700"],
  ["fill-brand-600", "stroke-brand-600"],
  ["fill-accent-700", "stroke-accent-700"],
] as const;
const noken = [
  ["fill-accent-400", "stroke-accent-400"],
  ["fill-accent-300", "stroke-accent-300"],
  ["fill-brand-300", "stroke-brand-300"],
  ["fill-accent-500", "stroke-accent-500"],
] as const;

/**
 * One person of the kit, in the 80-unit square, feet on the ridge: a
 * woman in a dress with her hair in a bun, or a man in shirt and trousers;
 * standing with a noken (a woman's hanging from her head, down her back),
 * greeting with a raised hand, seated on a stone with the noken on the lap,
 * or holding a book. No face.
 */
function Person({ figure }: { figure: Figure }) {
  const [cloth, arm] = clothes[figure.clothes];
  const [bag, strap] = noken[figure.noken];
  const seated = figure.pose === 2;
  // Seated, the figure sits lower, on a stone.
  const y = seated ? 8 : 0;
  const legs = seated ? "M34 66v7M42 66v7" : figure.woman ? "M35 61v12M41 61v12" : "M35 52v21M41 52v21";
  const body = figure.woman
    ? `M32 ${33 + y}q6-2.5 12 0l1 10 4 ${seated ? 9 : 18}H27l4-${seated ? 9 : 18}z`
    : `M31 ${33 + y}q7-2.5 14 0l1 19H30z`;
  const arms = {
    0: `M31.5 ${34.5 + y}l-2.5 15M44.5 ${34.5 + y}l2.5 15`,
    1: `M31.5 ${34.5 + y}l-5-11M44.5 ${34.5 + y}l2.5 15`,
    2: `M31.5 ${34.5 + y}l1.5 12M44.5 ${34.5 + y}l-1.5 12`,
    3: `M31.5 ${34.5 + y}l2 9 4-1M44.5 ${34.5 + y}l-2 9-4-1`,
  }[figure.pose];
  const onHead = figure.woman && figure.pose === 0;
  return (
    // A little larger than drawn, a little left of the middle: clear of the badge.
    <g transform="translate(36 74) scale(1.12) translate(-38 -74)">
      {seated && <ellipse cx="38" cy="66" rx="13" ry="4.5" className="fill-brand-300" />}
      {/* A woman's noken hangs from her head down her back: it shows at her sides. */}
      {onHead && <path d="M28 34h20l-2 16H30z" className={bag} />}
      <path d={legs} strokeWidth={figure.woman ? 3 : 4.5} strokeLinecap="round" className="stroke-brand-900" />
      {seated && <path d="M29 58h18l1 8H28z" className={cloth} />}
      <path d={body} className={cloth} />
      <path d={arms} fill="none" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" className={arm} />
      <circle cx="38" cy={24 + y} r="7" className="fill-brand-900" />
      {figure.woman && <circle cx="38" cy={16 + y} r="3.3" className="fill-brand-900" />}
      {onHead && <path d="M31.5 21q6.5-3.5 13 0" fill="none" strokeWidth="1.8" className={strap} />}
      {figure.pose === 3 && (
        <>
          <path d="M31 42q3.5-1.5 7 .5 3.5-2 7-.5v8q-3.5-1.5-7 .5-3.5-2-7-.5z" className="fill-white" />
          <path d="M38 43v7.5" strokeWidth="1" className="stroke-brand-900" />
        </>
      )}
      {/* The noken on the hip, its strap across the chest; seated, on the lap. */}
      {!onHead && figure.pose !== 3 && (
        <>
          {!seated && <path d="M33 34.5 46 49" strokeWidth="1.8" strokeLinecap="round" className={strap} />}
          <path d={seated ? "M33 57h10l-1.5 8h-7z" : "M43 48h9l-1.5 9h-6z"} className={bag} />
        </>
      )}
    </g>
  );
}

/**
 * A person of the branch drawn in place of their photo, until one is
 * given: their own figure of the kit (lib/media/figures.ts), before the
 * valley's ridge in the morning sun, and on a badge what their role or
 * field is (a cross for Kerohanian, a book for Pendidikan, a shoot for
 * Aksi dan Pelayanan, the noken for the treasurer ...). Never a face,
 * never initials. An empty seat (no `figure`) is the same valley with the
 * figure's place drawn in a dashed line. Decorative: the name and position
 * are next to it. Inline, so no file is fetched; the same paths on every
 * card cost a page almost nothing once compressed.
 */
export function PersonStandIn({
  position,
  figure,
  className,
}: {
  position: string;
  /** Who is drawn; none for an empty seat. */
  figure?: Figure;
  className?: string;
}) {
  const emblem = figure && emblems.find(([words]) => words.test(position))?.[1];
  return (
    <svg
      viewBox="0 0 80 80"
      aria-hidden="true"
      focusable="false"
      data-stand-in=""
      data-figure={figure?.id}
      className={cn("shrink-0", className)}
    >
      <circle cx="40" cy="40" r="40" className="fill-brand-100" />
      <circle cx="17" cy="21" r="5" className="fill-accent-300" />
      <path d="M.5 46 12 40l12 5 12-9 14 8 12-6 17.5 7A40 40 0 0 1 .5 46z" className="fill-brand-200" />
      {figure ? (
        <Person figure={figure} />
      ) : (
        <path
          d="M38 17a7 7 0 1 0 .1 0M31 33q7-2.5 14 0l1 19H30zM35 52v21M41 52v21"
          transform="translate(36 74) scale(1.12) translate(-38 -74)"
          fill="none"
          strokeWidth="2"
          strokeDasharray="4 3"
          className="stroke-brand-300"
        />
      )}
      {emblem && (
        <g transform={`translate(61 19) scale(${BADGE_SCALE}) translate(-61 -19)`}>
          <circle cx="61" cy="19" r="12.5" strokeWidth="1.6" className="fill-brand-900 stroke-white" />
          <path
            data-emblem=""
            d={emblem}
            fill="none"
            strokeWidth="1.9"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="stroke-accent-300"
          />
        </g>
      )}
    </svg>
  );
}
