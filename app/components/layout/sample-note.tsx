import { cn } from "~/lib/cn";

const TONES = { light: "text-ink", dark: "text-brand-100" } as const;

/**
 * The note beside facts that are still samples, in the block that shows
 * them (an element marked `data-sample-block` where the block is no
 * section): its words come from app/content/samples.ts with the page's
 * data; nothing once they are confirmed. `data-sample-note` lets the tests
 * find it beside each sample (tests/fixtures/preview-channels.spec.ts).
 */
export function SampleNote({
  note,
  tone = "light",
  compact = false,
  className,
}: {
  note: string | null | undefined;
  /** On a light ground, or on the deep blue. */
  tone?: keyof typeof TONES;
  /** Smaller on a phone, where a band has little room (the footer, the hero). */
  compact?: boolean;
  className?: string;
}) {
  if (!note) return null;
  return (
    <p data-sample-note="" className={cn(TONES[tone], compact ? "text-xs sm:text-sm" : "text-sm", className)}>
      {note}
    </p>
  );
}
