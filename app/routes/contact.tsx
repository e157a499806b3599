import { Clock, ExternalLink as ExternalLinkIcon, Mail, MapPin, Phone, Siren } from "lucide";
import type { IconNode } from "lucide";
import { useEffect, type ReactNode } from "react";
import { ContactForm } from "~/components/contact/contact-form";
import { MapEmbed } from "~/components/contact/map-embed";
import { EmailLink } from "~/components/layout/email-link";
import { ExternalLink } from "~/components/layout/external-link";
import { PageHeader } from "~/components/layout/page-header";
import { PhoneLinks } from "~/components/layout/phone-links";
import { SocialLinks } from "~/components/layout/social-links";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { preloadToaster } from "~/components/ui/toaster";
import { siteContent } from "~/content/content.server";
import { useSiteData } from "~/hooks/use-site-data";
import { formatAddress } from "~/lib/contact";
import { mapEmbedUrl, mapsLink } from "~/lib/map";
import { pageMeta, pagePath } from "~/lib/meta.server";
import { phoneData, phonesOf } from "~/lib/site-data.server";
import type { Route } from "./+types/contact";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const { site, contact } = siteContent();
  const address = formatAddress(contact.address);
  return {
    header: {
      eyebrow: "Kontak",
      title: "Hubungi Kami",
      intro: "Ingin bergabung, bekerja sama, atau sekadar bertanya? Kami senang mendengar dari Anda.",
    },
    address,
    email: contact.email,
    officeHours: contact.officeHours,
    phones: phonesOf(contact),
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
      path: pagePath(request),
      title: "Kontak",
      description:
        "Hubungi GMKI Cabang Wamena: alamat sekretariat, telepon, e-mail, jam kantor, peta lokasi, media sosial, dan kontak darurat.",
    }),
  };
}

function InfoCard({ icon, title, children }: { icon: IconNode; title: string; children: ReactNode }) {
  return (
    <div className="card p-6">
      <span className="icon-badge size-11">
        <Icon icon={icon} className="size-5" />
      </span>
      <h2 className="mt-4 text-lg">{title}</h2>
      <div className="mt-2 text-muted">{children}</div>
    </div>
  );
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  useEffect(preloadToaster, []);
  const social = useSiteData()?.social;
  return (
    <>
      <PageHeader {...loaderData.header} />

      <div className="container-page grid gap-6 py-12 sm:grid-cols-2 lg:grid-cols-4 lg:py-16">
        <InfoCard icon={MapPin} title="Alamat">
          <address className="not-italic">{loaderData.address}</address>
        </InfoCard>
        <InfoCard icon={Phone} title="Telepon">
          <ul className="space-y-1">
            {loaderData.phones.map((phone) => (
              <li key={phone.number}>
                {phone.label}: <PhoneLinks phone={phone} className="text-brand-700 underline" />
              </li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard icon={Mail} title="E-mail">
          <EmailLink address={loaderData.email} className="font-semibold text-brand-700 underline" />
        </InfoCard>
        <InfoCard icon={Clock} title="Jam Kantor">
          <dl className="space-y-1">
            {loaderData.officeHours.map((slot) => (
              <div key={slot.days}>
                <dt className="inline">{slot.days}: </dt>
                <dd className="inline font-semibold text-ink">{slot.hours}</dd>
              </div>
            ))}
          </dl>
        </InfoCard>
      </div>

      <div className="bg-paper">
        <div className="container-page grid gap-12 py-14 lg:grid-cols-[3fr_2fr] lg:gap-16 lg:py-20">
          <section aria-labelledby="kirim-pesan">
            <h2 id="kirim-pesan" className="text-title">
              Kirim Pesan
            </h2>
            {/* Shown only without JavaScript (noscript.css). */}
            <p data-noscript-only="" className="mt-4 hidden rounded-card bg-accent-50 p-4 text-ink">
              Formulir ini memerlukan JavaScript. Anda tetap dapat menulis langsung ke{" "}
              <a href={`mailto:${loaderData.email}`} className="font-semibold underline">
                {loaderData.email}
              </a>
              .
            </p>
            <div className="mt-6 rounded-card bg-white p-6 shadow-card sm:p-8">
              <ContactForm to={loaderData.messagesTo} />
            </div>
          </section>

          <div className="space-y-10">
            <section aria-labelledby="media-sosial">
              <h2 id="media-sosial" className="text-2xl">
                Media Sosial
              </h2>
              <p className="mt-2 text-muted">{loaderData.socialIntro}</p>
              {social && <SocialLinks accounts={social} variant="labelled" className="mt-4" />}
            </section>
            <section
              aria-labelledby="kontak-darurat"
              className="rounded-card border-2 border-danger-700/30 bg-white p-6"
            >
              <h2 id="kontak-darurat" className="flex items-center gap-2 text-2xl">
                <Icon icon={Siren} className="size-6 text-danger-700" />
                Kontak Darurat
              </h2>
              <p className="mt-2 text-muted">Untuk keadaan mendesak di luar jam kantor.</p>
              <ul className="mt-4 space-y-3">
                {loaderData.emergencyContacts.map((person) => (
                  <li key={person.number}>
                    {person.name && <p className="font-semibold text-ink">{person.name}</p>}
                    <p className="text-muted">
                      {person.label}: <PhoneLinks phone={person} className="text-brand-700 underline" />
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </div>

      <section aria-labelledby="lokasi" className="container-page py-14 lg:py-20">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="lokasi" className="text-title">
              Lokasi Sekretariat
            </h2>
            <p className="mt-2 text-muted">{loaderData.address}</p>
          </div>
          <ExternalLink href={loaderData.map.link} className={buttonClass("outline", "shrink-0")}>
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
