import { BookOpen, GraduationCap, HeartHandshake, type IconNode } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { EventCategory } from "~/content/schema";
import { cn } from "~/lib/cn";

const styles: Record<EventCategory, string> = {
  Kerohanian: "bg-brand-100 text-brand-900",
  Pendidikan: "bg-accent-50 text-accent-700",
  Sosial: "bg-leaf-50 text-leaf-700",
};

/** Each category's icon, on its badge. */
const categoryIcons: Record<EventCategory, IconNode> = {
  Kerohanian: BookOpen,
  Pendidikan: GraduationCap,
  Sosial: HeartHandshake,
};

/** The event's category (Kerohanian, Pendidikan, Sosial) as a small label. */
export function CategoryBadge({ category, className }: { category: EventCategory; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold",
        styles[category],
        className,
      )}
    >
      <Icon icon={categoryIcons[category]} className="size-3.5" />
      {category}
    </span>
  );
}
