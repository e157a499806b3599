import { MessageCircle } from "lucide";
import { ExternalLink } from "~/components/layout/external-link";
import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button";

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
    <ExternalLink href={href} className={buttonClass({ variant: "whatsapp", wide: true }, className)}>
      <Icon icon={MessageCircle} className="size-5 shrink-0" />
      {/* One label, one space: the flex gap is for the icon. */}
      <span>
        {label}
        {detail && ` ${detail}`}
      </span>
    </ExternalLink>
  );
}
