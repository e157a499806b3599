import { cn } from "~/lib/cn";

const TONES = { light: "text-ink", dark: "text-brand-100" } as const;

/**
 * The note beside facts that are still samples, in the block that shows
 * them (an element marked `data-sample-block` where the block is no
 * section): its words come from app/content/samples.ts with the page's
 * data; nothing once they are confirmed. Small print on a phone, where
 * every line lengthens the page (tests/support/page-length.mjs).
 * `data-sample-note` lets the tests find it beside each sample
 * (tests/fixtures/preview-channels.spec.ts); the same words on many pages
 * stay out of the search's excerpts (data-pagefind-ignore).
 */
export function SampleNote({
  note,
  tone = "light",
  inline = false,
  className,
}: {
  note: string | null | undefined;
  /** On a light ground, or on the deep blue. */
  tone?: keyof typeof TONES;
  /** Within a line of text of its own size, after it. */
  inline?: boolean;
  className?: string;
}) {
  if (!note) return null;
  if (inline)
    return (
      <span data-sample-note="" data-pagefind-ignore="">
        {note}
      </span>
    );
  return (
    <p data-sample-note="" data-pagefind-ignore="" className={cn(TONES[tone], "text-xs/tight sm:text-sm", className)}>
      {note}
    </p>
  );
}
