import { SectionHeading } from "~/components/ui/section-heading";
import { cn } from "~/lib/cn";

interface ExplainerSectionProps {
  id: string;
  heading: { eyebrow?: string; title: string };
  paragraphs: readonly string[];
  className?: string;
}

/**
 * A question and its answer in a few paragraphs ("Apa itu BPC?"), the
 * heading beside the text on wide screens. Board pages put it after the
 * people, whom visitors come for.
 */
export function ExplainerSection({ id, heading, paragraphs, className }: ExplainerSectionProps) {
  return (
    <section aria-labelledby={id} className={cn("py-8 sm:py-16 lg:py-20", className)}>
      <div className="container-page grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <SectionHeading id={id} {...heading} />
        <div className="space-y-4 leading-relaxed text-muted sm:text-lg lg:pt-8">
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
