import type { IconNode } from "lucide";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/**
 * Where a card has no photo of its own subject: the valley's ridge lines in
 * the brand's blue and the topic's icon. Better an honest picture of what
 * something is about than a landscape that pretends to show it.
 */
export function PicturePlaceholder({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <div aria-hidden="true" className={cn("flex items-center justify-center brand-pattern", className)}>
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-950/60 text-accent-400 ring-2 ring-accent-400/40">
        <Icon icon={icon} className="size-8" />
      </span>
    </div>
  );
}
