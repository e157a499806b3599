import { MessageCircle } from "lucide";
import { ExternalLink } from "~/components/layout/external-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { SampleNote } from "~/components/layout/sample-note";
import { ContactForm } from "./contact-form";

interface MessageSectionProps {
  email: string;
  /** Without the form's script, the note beside where to write instead, while that is a sample. */
  standIn: string | null;
  /** The secretariat's WhatsApp, where it has one. */
  chat?: { href: string; label: string };
  /** Where the form hands the message, the branch's promise of a reply, and the note while that address is a sample. */
  form: Parameters<typeof ContactForm>[0];
}

/** "Kirim Pesan": the form, or without JavaScript, where to write instead. */
export function MessageSection({ email, chat, form, standIn }: MessageSectionProps) {
  return (
    <section aria-labelledby="kirim-pesan">
      <h2 id="kirim-pesan" className="text-title">
        Kirim pesan
      </h2>
      {/* Without JavaScript no form can hand a message to an app
          faithfully (browsers garble mailto: forms), so the page says
          where to write instead (noscript.css shows this, hides the form). */}
      <div data-noscript-only="" className="mt-4 hidden rounded-card bg-accent-50 p-4 text-ink">
        <p>
          Formulir ini belum dapat dipakai di peramban Anda. Kirim pesan langsung lewat surel ke{" "}
          <a href={`mailto:${email}`} className="font-semibold underline">
            {email}
          </a>
          {chat ? ", atau lewat WhatsApp:" : "."}
          {chat && (
            <ExternalLink
              href={chat.href}
              className={buttonClass({ variant: "whatsapp", size: "compact" }, "mt-3 flex w-fit")}
            >
              <Icon icon={MessageCircle} className="size-4 shrink-0" />
              WhatsApp {chat.label}
            </ExternalLink>
          )}
        </p>
        <SampleNote note={standIn} className="mt-3" />
      </div>
      <div data-needs-js="" className="mt-6 rounded-card bg-white p-5 shadow-card sm:p-8">
        <ContactForm {...form} />
      </div>
    </section>
  );
}
