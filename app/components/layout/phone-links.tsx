import type { PhoneData } from "~/lib/site-data.server";
import { cn } from "~/lib/cn";
import { ExternalLink } from "./external-link";

/** A number to call, and beside it, for mobiles, a WhatsApp chat with a greeting ready. */
export function PhoneLinks({ phone, className }: { phone: PhoneData; className?: string }) {
  return (
    <>
      <a
        href={phone.tel}
        className={cn("font-semibold whitespace-nowrap underline-offset-4 hover:underline", className)}
      >
        {phone.number}
      </a>
      {phone.whatsapp && (
        <>
          {" · "}
          <ExternalLink
            href={phone.whatsapp}
            className={cn("whitespace-nowrap underline underline-offset-4", className)}
          >
            WhatsApp <span className="sr-only">{phone.label}</span>
          </ExternalLink>
        </>
      )}
    </>
  );
}
