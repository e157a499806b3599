import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { WholeWords } from "./whole-words";

/** The words of a heading: a page's route loader gives them, so they travel in the HTML. */
export interface HeadingText {
  /** Small line above the heading. */
  eyebrow?: string;
  title: string;
  /** A sentence or two under it. */
  intro?: string;
}

interface SectionHeadingProps extends Omit<HeadingText, "intro"> {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  intro?: ReactNode;
  /** "center" for sections that stand alone, e.g. figures. */
  align?: "start" | "center";
  className?: string;
  /** e.g. "max-sm:sr-only": a title only screen readers meet on phones. */
  titleClassName?: string;
  /** e.g. "max-sm:hidden": an introduction phones can do without. */
  introClassName?: string;
}

/** The <h2> that opens a section, with an optional line above and below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "start",
  className,
  titleClassName,
  introClassName,
}: SectionHeadingProps) {
  return (
    // section-heading: kept with what it opens when printed (app.css).
    <div className={cn("section-heading max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="eyebrow text-accent-700">{eyebrow}</p>}
      <h2 id={id} className={cn("mt-2 text-title", titleClassName)}>
        <WholeWords>{title}</WholeWords>
      </h2>
      {intro && (
        <p className={cn("mt-2 leading-relaxed text-muted sm:mt-3 sm:text-lg lg:mt-4", introClassName)}>{intro}</p>
      )}
    </div>
  );
}
