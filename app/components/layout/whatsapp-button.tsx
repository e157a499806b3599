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
      {/* One label, one space: the flex gap is for the icon. The label stays
          whole; who answers is the content's name (up to 24 letters), which
          takes a second line where a narrow phone has no room for it. */}
      <span className="min-w-0 wrap-anywhere whitespace-normal">
        <span className="whitespace-nowrap">{label}</span>
        {detail && ` ${detail}`}
      </span>
    </ExternalLink>
  );
}
