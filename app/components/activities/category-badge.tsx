import type { EventCategory } from "~/content/schema";
import { cn } from "~/lib/cn";

const styles: Record<EventCategory, string> = {
  Kerohanian: "bg-brand-100 text-brand-900",
  Pendidikan: "bg-accent-50 text-accent-700",
  Sosial: "bg-leaf-50 text-leaf-700",
};

/** The event's category (Kerohanian, Pendidikan, Sosial) as a small label. */
export function CategoryBadge({ category, className }: { category: EventCategory; className?: string }) {
  return (
    <span className={cn("inline-flex rounded-full px-3 py-1 text-sm font-semibold", styles[category], className)}>
      {category}
    </span>
  );
}
