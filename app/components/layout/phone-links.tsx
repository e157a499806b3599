import { MessageCircle, Phone } from "lucide";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import type { PhoneData } from "~/lib/page-data/site-data.server";
import { ExternalLink } from "./external-link";

/** Colours of the two targets per ground. */
const tones = {
  light: "border-brand-200 text-brand-800 hover:border-brand-700 hover:bg-brand-50",
  dark: "border-brand-700 text-white hover:border-accent-400 hover:bg-white/10",
} as const;

/**
 * A number as two taps of at least 44 px: call it, and, for mobiles, a
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
  tone?: keyof typeof tones;
  /** On a phone, WhatsApp as its icon only (the footer's one-line rows); its name is still read out. */
  compact?: boolean;
  className?: string;
}) {
  const target = cn(
    "inline-flex items-center gap-1.5 rounded-full border px-2.5 text-[0.9375em] font-semibold whitespace-nowrap transition-colors",
    compact ? "min-h-8 sm:min-h-11" : "min-h-11",
    tones[tone],
  );
  return (
    <span className={cn("flex flex-wrap gap-1.5", className)}>
      <a href={phone.tel} className={target}>
        <Icon icon={Phone} className="size-4 shrink-0" />
        {phone.number}
      </a>
      {phone.whatsapp && (
        <ExternalLink
          href={phone.whatsapp}
          className={buttonClass({ variant: "whatsapp", size: "compact" }, compact ? "max-sm:min-h-8" : undefined)}
        >
          <Icon icon={MessageCircle} className="size-4 shrink-0" />
          <span className={compact ? "max-sm:sr-only" : undefined}>WhatsApp</span>
          <span className="sr-only"> {phone.label}</span>
        </ExternalLink>
      )}
    </span>
  );
}
