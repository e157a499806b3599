import { ArrowRight } from "lucide";
import { SampleNote } from "~/components/layout/sample-note";
import { WhatsAppButton } from "~/components/layout/whatsapp-button";
import { Icon } from "~/components/ui/icon";
import { ButtonLink } from "~/components/ui/button";
import type { Home } from "~/content/schema";

interface JoinSectionProps {
  joinCall: Home["joinCall"];
  /** GMKI's motto, in Latin, above the call. */
  motto: string;
  /** "Gabung lewat WhatsApp" with the inbox, when it takes WhatsApp: its message asks how to join; the note while its number is a sample. */
  chat?: { join: string; note: string | null };
}

/** The invitation to join: a WhatsApp chat first, or the contact page. */
export function JoinSection({ joinCall, motto, chat }: JoinSectionProps) {
  return (
    <section aria-labelledby="bergabung" className="sm:py-10 lg:pt-4 lg:pb-20">
      <div className="sm:container-page">
        <div className="relative isolate overflow-hidden bg-brand-900 px-4 py-6 on-dark max-sm:border-b-4 max-sm:border-accent-400 sm:rounded-3xl sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:px-16 lg:py-16">
          <div className="max-w-2xl">
            <p lang="la" className="eyebrow text-accent-400 italic">
              {motto}
            </p>
            <h2 id="bergabung" className="mt-3 text-title text-white">
              {joinCall.title}
            </h2>
            <p className="mt-3 max-w-prose leading-relaxed text-brand-200 sm:text-lg">{joinCall.text}</p>
          </div>
          <div className="mt-7 flex shrink-0 flex-col gap-3 sm:flex-row lg:mt-0 lg:flex-col">
            {chat && <WhatsAppButton href={chat.join} label="Gabung lewat WhatsApp" />}
            <ButtonLink to="/kontak" ground="dark" variant={chat ? "secondary" : "primary"} wide>
              {joinCall.action}
              <Icon icon={ArrowRight} className="size-5" />
            </ButtonLink>
            <SampleNote note={chat?.note} tone="dark" className="max-w-xs" />
          </div>
          <div aria-hidden="true" className="ridge-foot h-5 sm:h-8" />
        </div>
      </div>
    </section>
  );
}
