import { Clock, ExternalLink as ExternalLinkIcon, Mail, MapPin, MessageCircle, Siren } from "lucide";
import { ContactFact, PhoneList } from "~/components/contact/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import { WhatsAppButton } from "~/components/contact/whatsapp-button";
import { MapEmbed } from "~/components/contact/map-embed";
import { EmailLink } from "~/components/layout/email-link";
import { ExternalLink } from "~/components/layout/external-link";
import { PageHeader } from "~/components/layout/page-header";
import { SocialLinks } from "~/components/layout/social-links";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { siteContent } from "~/content/content.server";
import { useSiteData } from "~/hooks/use-site-data";
import { formatAddress } from "~/lib/contact/links";
import { mapEmbedUrl, mapsLink } from "~/lib/contact/map";
import { pageMeta, requestPath } from "~/lib/meta/page-meta.server";
import { chatWith, phoneData, phonesOf } from "~/lib/page-data/site-data.server";
import { pageNames } from "~/lib/pages/names";
import { motifs } from "~/lib/media/motifs.server";
import type { Route } from "./+types/contact";
import { needsReact } from "~/lib/pages/handle";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

// React: the form's check and confirmation, the map shown on request.
export const handle = needsReact;

export function loader({ request }: Route.LoaderArgs) {
  const { site, contact } = siteContent();
  const address = formatAddress(contact.address);
  return {
    header: {
      motif: motifs.kontak,
      eyebrow: "Hubungi Kami",
      title: pageNames["/kontak"],
      intro: "Ingin bergabung, bekerja sama, atau sekadar bertanya? Kami senang menerima kabar dari Anda.",
    },
    address,
    email: contact.email,
    officeHours: contact.officeHours,
    phones: phonesOf(contact),
    chat: chatWith(contact.inbox),
    directIntro: "Cara tercepat menghubungi kami adalah lewat WhatsApp. Pesan dibalas pada jam kantor.",
    emergencyContacts: contact.emergencyContacts.map(phoneData),
    // The form's message, handed to WhatsApp or e-mail once it is written.
    messagesTo: { whatsapp: contact.inbox.number, email: contact.email },
    socialIntro: `Ikuti kabar kegiatan ${site.name}.`,
    map: {
      embed: mapEmbedUrl(contact.coordinates),
      link: mapsLink(contact.coordinates),
      title: `Peta lokasi sekretariat ${site.name} di Wamena`,
    },
    head: pageMeta({
      path: requestPath(request),
      title: pageNames["/kontak"],
      description:
        "Hubungi GMKI Cabang Wamena: alamat sekretariat, telepon, WhatsApp, surel, jam kantor, peta lokasi, media sosial, dan kontak darurat.",
    }),
  };
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const social = useSiteData()?.social;
  const { chat } = loaderData;
  return (
    <>
      <PageHeader {...loaderData.header} />

      {/* WhatsApp first: how most people here reach the branch. Emergency
          numbers come before the form, so a phone reaches them at once. */}
      <div className="container-page grid grid-cols-1 gap-8 py-10 lg:grid-cols-[3fr_2fr] lg:gap-16 lg:py-16">
        <section aria-labelledby="langsung">
          <h2 id="langsung" className="text-title">
            WhatsApp atau telepon
          </h2>
          <p className="mt-2 max-w-prose text-muted">{loaderData.directIntro}</p>
          {chat && <WhatsAppButton href={chat.href} detail={chat.label} className="mt-5" />}
          <PhoneList phones={loaderData.phones} className="mt-5 space-y-3 sm:mt-6 sm:space-y-4" />
          <div className="mt-6 grid gap-4 sm:mt-8 sm:grid-cols-2 sm:gap-5">
            <ContactFact icon={MapPin} title="Alamat">
              <address className="not-italic">{loaderData.address}</address>
            </ContactFact>
            <ContactFact icon={Clock} title="Jam Kantor">
              <dl>
                {loaderData.officeHours.map((slot) => (
                  <div key={slot.days}>
                    <dt className="inline">{slot.days}: </dt>
                    <dd className="inline font-semibold text-ink">{slot.hours}</dd>
                  </div>
                ))}
              </dl>
            </ContactFact>
            {/* A row of its own: half of one is narrower than the address. */}
            <ContactFact icon={Mail} title="Surel" className="sm:col-span-2">
              <EmailLink
                address={loaderData.email}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              />
            </ContactFact>
          </div>
        </section>

        <section
          aria-labelledby="kontak-darurat"
          // Edge to edge on a phone, so a number and its WhatsApp fit one row as in the list above.
          className="self-start border-y-2 border-danger-700/30 bg-white px-4 py-5 max-sm:-mx-4 sm:rounded-card sm:border-2 sm:p-6"
        >
          <h2 id="kontak-darurat" className="flex items-center gap-2 text-2xl">
            <Icon icon={Siren} className="size-6 text-danger-700" />
            Kontak Darurat
          </h2>
          <p className="mt-2 text-muted">Untuk keadaan mendesak di luar jam kantor.</p>
          <PhoneList phones={loaderData.emergencyContacts} className="mt-4 space-y-4" />
        </section>
      </div>

      <div className="bg-paper">
        <div className="container-page grid gap-10 py-10 lg:grid-cols-[3fr_2fr] lg:gap-16 lg:py-16">
          <section aria-labelledby="kirim-pesan">
            <h2 id="kirim-pesan" className="text-title">
              Kirim Pesan
            </h2>
            {/* Without JavaScript no form can hand a message to an app
                faithfully (browsers garble mailto: forms), so the page says
                where to write instead (noscript.css shows this, hides the form). */}
            <p data-noscript-only="" className="mt-4 hidden rounded-card bg-accent-50 p-4 text-ink">
              Formulir ini belum dapat dipakai di peramban Anda. Kirim pesan langsung lewat surel ke{" "}
              <a href={`mailto:${loaderData.email}`} className="font-semibold underline">
                {loaderData.email}
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
            <div data-needs-js="" className="mt-6 rounded-card bg-white p-5 shadow-card sm:p-8">
              <ContactForm to={loaderData.messagesTo} />
            </div>
          </section>

          <section aria-labelledby="media-sosial">
            <h2 id="media-sosial" className="text-2xl">
              Media Sosial
            </h2>
            <p className="mt-2 text-muted">{loaderData.socialIntro}</p>
            {social && <SocialLinks accounts={social} variant="labelled" className="mt-4" />}
          </section>
        </div>
      </div>

      <section aria-labelledby="lokasi" className="container-page py-8 sm:py-12 lg:py-16">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="lokasi" className="text-title">
            Lokasi Sekretariat
          </h2>
          <ExternalLink href={loaderData.map.link} className={buttonClass({ variant: "secondary" }, "shrink-0")}>
            Buka di Google Maps
            <Icon icon={ExternalLinkIcon} className="size-4" />
          </ExternalLink>
        </div>
        <div className="mt-6">
          <MapEmbed src={loaderData.map.embed} title={loaderData.map.title} />
        </div>
      </section>
    </>
  );
}
