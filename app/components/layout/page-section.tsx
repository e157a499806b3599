import type { ReactNode } from "react";
import { SectionHeading } from "~/components/ui/section-heading";
import { cn } from "~/lib/cn";

const tones = {
  plain: "",
  paper: "bg-paper",
  tint: "bg-brand-50",
};

interface PageSectionProps {
  /** The heading's id; the section is labelled by it. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** Classes of the intro, e.g. "max-sm:hidden" where the items below say it again. */
  introClassName?: string;
  /** Background, alternating down the page: white, warm paper or a blue tint. */
  tone?: keyof typeof tones;
  children: ReactNode;
}

/** A titled band of a page: the same spacing, width and heading everywhere. */
export function PageSection({ id, eyebrow, title, intro, introClassName, tone = "plain", children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={cn("py-7 sm:py-16 lg:py-20", tones[tone])}>
      <div className="container-page">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} introClassName={introClassName} />
        <div className="mt-5 sm:mt-10">{children}</div>
      </div>
    </section>
  );
}
