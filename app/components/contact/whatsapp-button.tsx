import { MessageCircle } from "lucide";
import { ExternalLink } from "~/components/layout/external-link";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/**
 * The one look of every WhatsApp action on the site, on light and dark
 * grounds alike: gold, dark ink, the chat icon, one line. "action" is the
 * section's call (48 px, full width on phones); "compact" sits beside a
 * phone number (44 px).
 */
export function whatsappClass(size: "action" | "compact", className?: string) {
  return cn(
    "inline-flex items-center justify-center gap-1.5 rounded-full bg-accent-400 font-semibold whitespace-nowrap text-brand-950 transition-colors hover:bg-accent-300",
    size === "action" ? "min-h-12 w-full px-4 sm:w-auto sm:px-5" : "min-h-11 px-3 text-[0.9375em]",
    className,
  );
}

/**
 * "Kirim WhatsApp": the way most visitors reach the branch, so it is the
 * section's main action.
 */
export function WhatsAppButton({
  href,
  label = "Kirim WhatsApp",
  detail,
  className,
}: {
  href: string;
  label?: string;
  /** Who answers, read after the label: "Sekretariat". */
  detail?: string;
  className?: string;
}) {
  return (
    <ExternalLink href={href} className={whatsappClass("action", className)}>
      <Icon icon={MessageCircle} className="size-5 shrink-0" />
      {label}
      {detail && <span className="font-normal">{detail}</span>}
    </ExternalLink>
  );
}
