import type { EventCategory } from "~/content/schema";
import { cn } from "~/lib/cn";

const styles: Record<EventCategory, string> = {
  Kerohanian: "text-brand-700",
  Pendidikan: "text-accent-700",
  Sosial: "text-leaf-700",
};

/**
 * The event's category (Kerohanian, Pendidikan, Sosial) as a small line in
 * capitals, in its colour: a label above the title, without a pill that
 * would look tappable.
 */
export function CategoryBadge({ category, className }: { category: EventCategory; className?: string }) {
  return <p className={cn("eyebrow", styles[category], className)}>{category}</p>;
}
