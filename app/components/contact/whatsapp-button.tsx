import { MessageCircle } from "lucide";
import { ExternalLink } from "~/components/layout/external-link";
import { buttonClass, type ButtonLook } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/**
 * "Kirim WhatsApp": the way most visitors reach the branch, so it is a
 * primary action, full width and 48 px tall on phones.
 */
export function WhatsAppButton({
  href,
  label = "Kirim WhatsApp",
  detail,
  ground,
  className,
}: {
  href: string;
  label?: string;
  /** Who answers, read after the label: "Sekretariat". */
  detail?: string;
  ground?: ButtonLook["ground"];
  className?: string;
}) {
  return (
    <ExternalLink href={href} className={buttonClass({ ground, wide: true }, className)}>
      <Icon icon={MessageCircle} className="size-5 shrink-0" />
      {label}
      {detail && <span className="font-normal opacity-90">{detail}</span>}
    </ExternalLink>
  );
}
