import type { SanctionTier } from "~/content/schema";
import { cn } from "~/lib/cn";

// The tiers rise in warmth: gold, orange, red. The bar is drawn inside the card's
// rounded box (overflow hidden), so it keeps its full height into the corners.
const accents: Record<SanctionTier["level"], string> = {
  ringan: "before:bg-accent-400",
  sedang: "before:bg-accent-500",
  berat: "before:bg-danger-700",
};

/** One tier of sanctions: what breaks the rule, and what follows. */
export function SanctionCard({ tier, step }: { tier: SanctionTier; step: number }) {
  // Labelled by its title, so a screen reader's list of articles tells the tiers apart.
  const titleId = `sanksi-${tier.level}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative overflow-hidden rounded-card border border-line bg-white p-4 pt-5 before:absolute before:inset-x-0 before:top-0 before:h-2 sm:p-6 sm:pt-8",
        accents[tier.level],
      )}
    >
      <p className="eyebrow text-muted">Tingkat {step}</p>
      <h3 id={titleId} className="mt-1 text-xl">
        {tier.title}
      </h3>
      <h4 className="mt-3 font-semibold text-ink sm:mt-5">Pelanggaran</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-muted marker:text-brand-300">
        {tier.violations.map((violation) => (
          <li key={violation}>{violation}</li>
        ))}
      </ul>
      <h4 className="mt-3 font-semibold text-ink sm:mt-5">Sanksi</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-muted marker:text-brand-300">
        {tier.sanctions.map((sanction) => (
          <li key={sanction}>{sanction}</li>
        ))}
      </ul>
    </article>
  );
}
