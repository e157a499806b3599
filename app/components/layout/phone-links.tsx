import { MessageCircle, Phone } from "lucide";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import type { PhoneData } from "~/lib/page-data/site-data.server";
import { ExternalLink } from "./external-link";

/**
 * A number as two taps of at least 44 × 44 px at every width, the footer's
 * included (tests/site/design.spec.ts): call it, and, for mobiles, a
 * WhatsApp chat with a greeting ready (how most people here reach the branch),
 * in the site's one WhatsApp look.
 */
export function PhoneLinks({
  phone,
  tone = "light",
  compact = false,
  className,
}: {
  phone: PhoneData;
  tone?: "light" | "dark";
  /** The footer's one-line rows: the call a plain link 44 px tall and, on a phone, WhatsApp named by whom it
   *  writes to ("Sekretariat"), in the gold that means WhatsApp; "WhatsApp" is still read out. */
  compact?: boolean;
  className?: string;
}) {
  // The site's one outline for the call, its gold for the chat (components/ui/button.tsx); in the
  // footer's narrow rows the call is a plain link, as tall as a button.
  const target = compact
    ? cn(
        "inline-flex min-h-11 items-center gap-1.5 font-semibold whitespace-nowrap hover:underline",
        tone === "dark" ? "text-white" : "text-brand-800",
      )
    : buttonClass({ variant: "secondary", ground: tone, size: "tight" }, "whitespace-nowrap");
  return (
    <span className={cn("flex flex-wrap", compact ? "gap-3" : "gap-1.5", className)}>
      <a href={phone.tel} className={target}>
        <Icon icon={Phone} className="size-4 shrink-0" />
        {phone.number}
      </a>
      {phone.whatsapp && (
        <ExternalLink href={phone.whatsapp} className={buttonClass({ variant: "whatsapp", size: "tight" })}>
          <Icon icon={MessageCircle} className="size-4 shrink-0" />
          <span className={compact ? "max-sm:sr-only" : undefined}>WhatsApp</span>
          <span className={compact ? "sm:sr-only" : "sr-only"}> {phone.label}</span>
        </ExternalLink>
      )}
    </span>
  );
}
