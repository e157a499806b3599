import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  /** Small line above the heading. */
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** "center" for sections that stand alone, e.g. figures. */
  align?: "start" | "center";
  className?: string;
}

/** The <h2> that opens a section, with an optional line above and below. */
export function SectionHeading({ id, eyebrow, title, intro, align = "start", className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="eyebrow text-accent-700">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-title">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg leading-relaxed text-muted">{intro}</p>}
    </div>
  );
}
