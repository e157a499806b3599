import { ExternalLink as ExternalLinkIcon, Siren } from "lucide";
import { PhoneList } from "~/components/contact/contact-details";
import { MapEmbed } from "~/components/contact/map-embed";
import { MessageSection } from "~/components/contact/message-section";
import { SecretariatFacts } from "~/components/contact/secretariat-facts";
import { WhatsAppButton } from "~/components/layout/whatsapp-button";
import { ExternalLink } from "~/components/layout/external-link";
import { PageHeader } from "~/components/layout/page-header";
import { searchEntry } from "~/components/search/search-entry";
import { SocialLinks } from "~/components/layout/social-links";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { siteContent, siteSamples } from "~/content/content.server";
import { SampleNote } from "~/components/layout/sample-note";
import { useSiteData } from "~/hooks/use-site-data";
import { formatAddress } from "~/lib/contact/links";
import { mapEmbedUrl, mapsLink } from "~/lib/contact/map";
import { pageMeta, requestPath } from "~/lib/meta/page-meta.server";
import { chatWith, phoneData, phonesOf } from "~/lib/page-data/site-data.server";
import { pageNames } from "~/lib/pages/names";
import { motifs } from "~/lib/media/motifs.server";
import type { Route } from "./+types/contact";

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

// In the browser: the form's hand-off and the map shown on request are the page's
// own small scripts (app/scripts/hand-off.ts, map.ts).

export function loader({ url }: Route.LoaderArgs) {
  const { site, contact } = siteContent();
  const samples = siteSamples();
  const address = formatAddress(contact.address);
  // The branch's own promise of a reply, made only once it is no sample.
  const reply = samples.has("contact.json#replyTime") ? "" : contact.replyTime;
  const inbox = { place: "contact.json#inbox", what: `nomor ${contact.inbox.number}` } as const;
  const email = { place: "contact.json#email", what: `surel ${contact.email}` } as const;
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
    phones: phonesOf(contact, samples),
    chat: chatWith(contact, samples),
    // The branch's own promise, the same words as the form's confirmation, once it is no sample.
    directIntro: ["Cara tercepat menghubungi kami adalah lewat WhatsApp.", reply].filter(Boolean).join(" "),
    // Every sample in the block, named beside it: numbers, address, hours, e-mail.
    directNote: samples.note(
      [
        { place: ["contact.json#inbox", "contact.json#phones"], what: "nomor" },
        { place: "contact.json#address", what: "alamat" },
        { place: ["contact.json#officeHours", "contact.json#replyTime"], what: "jam kantor" },
        { place: "contact.json#email", what: "surel" },
      ],
      { reach: true },
    ),
    emergencyContacts: contact.emergencyContacts.map((phone) =>
      phoneData(phone, "contact.json#emergencyContacts", samples),
    ),
    emergencyNote: samples.note([{ place: "contact.json#emergencyContacts", what: "nomor-nomor" }], { reach: true }),
    // The form's message, handed to WhatsApp or e-mail once it is written.
    form: {
      to: { whatsapp: contact.inbox.number, email: contact.email },
      // No promise of a reply while it is a sample (the hand-off has just said the number may be one too).
      reply,
      sample: samples.note([inbox, email], { reach: true }),
      notes: {
        whatsapp: samples.messageNote([{ place: inbox.place, what: "nomor ini" }]),
        email: samples.messageNote([{ place: email.place, what: "alamat surel ini" }]),
      },
    },
    // Without the form's script: where to write instead, and the note while that is a sample.
    standIn: samples.note([inbox, email], { reach: true }),
    socialIntro: `Ikuti kabar kegiatan ${site.name}.`,
    socialNote: samples.note([{ place: "contact.json#social", what: "akun media sosial" }]),
    mapNote: samples.note([
      { place: ["contact.json#address", "contact.json#coordinates"], what: "alamat dan titik peta" },
    ]),
    map: {
      embed: mapEmbedUrl(contact.coordinates),
      link: mapsLink(contact.coordinates),
      title: `Peta lokasi sekretariat ${site.name} di Wamena`,
    },
    head: pageMeta({
      path: requestPath(url),
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
    // In the site's search: its address, hours and numbers are what people look for.
    <div {...searchEntry("Kontak")}>
      <PageHeader {...loaderData.header} />

      {/* WhatsApp first: how most people here reach the branch. Emergency
          numbers come before the form, so a phone reaches them at once. */}
      <div className="container-page grid grid-cols-1 gap-8 py-10 lg:grid-cols-[3fr_2fr] lg:gap-16 lg:py-16">
        <section aria-labelledby="langsung">
          <h2 id="langsung" className="text-title">
            WhatsApp atau telepon
          </h2>
          <p className="mt-2 max-w-prose text-muted">{loaderData.directIntro}</p>
          <SampleNote note={loaderData.directNote} className="mt-2 max-w-prose" />
          {chat && <WhatsAppButton href={chat.href} detail={chat.label} className="mt-5" />}
          <PhoneList phones={loaderData.phones} className="mt-5 space-y-3 sm:mt-6 sm:space-y-4" />
          <SecretariatFacts
            address={loaderData.address}
            officeHours={loaderData.officeHours}
            email={loaderData.email}
          />
        </section>

        <section
          aria-labelledby="kontak-darurat"
          // Edge to edge on a phone, so a number and its WhatsApp fit one row as in the list above.
          className="self-start border-y-2 border-danger-700/30 bg-white px-4 py-5 max-sm:-mx-4 sm:rounded-card sm:border-2 sm:p-6"
        >
          <h2 id="kontak-darurat" className="flex items-center gap-2 text-2xl">
            <Icon icon={Siren} className="size-6 text-danger-700" />
            Kontak darurat
          </h2>
          <p className="mt-2 text-muted">Untuk keadaan mendesak di luar jam kantor.</p>
          <SampleNote note={loaderData.emergencyNote} className="mt-2" />
          <PhoneList phones={loaderData.emergencyContacts} className="mt-4 space-y-4" />
        </section>
      </div>

      <div className="bg-paper">
        <div className="container-page grid gap-10 py-10 lg:grid-cols-[3fr_2fr] lg:gap-16 lg:py-16">
          <MessageSection email={loaderData.email} chat={chat} form={loaderData.form} standIn={loaderData.standIn} />

          {/* Links to elsewhere, not this page's words: out of the search (data-pagefind-ignore). */}
          <section aria-labelledby="media-sosial" data-pagefind-ignore="">
            <h2 id="media-sosial" className="text-2xl">
              Media sosial
            </h2>
            <p className="mt-2 text-muted">{loaderData.socialIntro}</p>
            {social && <SocialLinks accounts={social} variant="labelled" className="mt-4" />}
            <SampleNote note={loaderData.socialNote} className="mt-3" />
          </section>
        </div>
      </div>

      <section aria-labelledby="lokasi" className="container-page py-8 sm:py-12 lg:py-16">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="lokasi" className="text-title">
            Lokasi sekretariat
          </h2>
          <ExternalLink href={loaderData.map.link} className={buttonClass({ variant: "secondary" }, "shrink-0")}>
            Buka di Google Maps
            <Icon icon={ExternalLinkIcon} className="size-4" />
          </ExternalLink>
        </div>
        <SampleNote note={loaderData.mapNote} className="mt-3" />
        <div className="mt-6">
          <MapEmbed src={loaderData.map.embed} title={loaderData.map.title} />
        </div>
      </section>
    </div>
  );
}
