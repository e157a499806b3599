import { Mail, MapPin, Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { useSiteData } from "~/hooks/use-site-data";
import { EmailLink } from "./email-link";
import { ExternalLink } from "./external-link";
import { Logo } from "./logo";
import { PhoneLinks } from "./phone-links";
import { SocialLinks } from "./social-links";

/**
 * Footer on every page: who we are, every page of the site (also the menu
 * for phones without JavaScript), how to reach us, and photo credits.
 */
export function SiteFooter({ inert }: { inert?: boolean }) {
  const data = useSiteData();
  // Only an error page that failed before the site's data arrived has none.
  if (!data) return null;
  const { site, nav } = data;
  const topLevel = nav.flatMap((entry) => ("children" in entry ? [] : [entry]));
  const groups = nav.flatMap((entry) => ("children" in entry ? [entry] : []));
  return (
    <footer inert={inert} className="bg-brand-950 on-dark text-brand-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.1fr_2fr_1.1fr] lg:py-16">
        <section aria-labelledby="kaki-tentang">
          <h2 id="kaki-tentang" className="flex items-center gap-3 text-lg text-white">
            <Logo className="size-10" />
            {site.name}
          </h2>
          <p className="mt-4 max-w-sm leading-relaxed">{site.description}</p>
          <p className="mt-3 text-sm italic">
            “{site.motto}”: {site.mottoMeaning} ({site.mottoVerse})
          </p>
          <SocialLinks accounts={data.social} variant="icons" className="mt-5" />
        </section>

        <nav
          id="menu-situs"
          aria-labelledby="kaki-menu"
          className="grid grid-cols-2 gap-6 sm:col-span-2 sm:grid-cols-3 lg:col-span-1"
        >
          <h2 id="kaki-menu" className="sr-only">
            Menu situs
          </h2>
          {[{ label: "Jelajahi", children: topLevel }, ...groups].map((group) => (
            <div key={group.label}>
              <h3 className="eyebrow text-accent-300">{group.label}</h3>
              <ul className="mt-3 space-y-1">
                {group.children.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href} className="inline-flex min-h-8 items-center hover:text-white hover:underline">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <section aria-labelledby="kaki-kontak">
          <h2 id="kaki-kontak" className="eyebrow text-accent-300">
            Hubungi Kami
          </h2>
          <address className="mt-3 space-y-3 not-italic">
            <p className="flex gap-3">
              <Icon icon={MapPin} className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <span>{data.address}</span>
            </p>
            {data.phones.map((phone) => (
              <p key={phone.number} className="flex gap-3">
                <Icon icon={Phone} className="mt-0.5 size-5 shrink-0 text-accent-400" />
                <span>
                  {phone.label}: <PhoneLinks phone={phone} className="text-white" />
                </span>
              </p>
            ))}
            <p className="flex gap-3">
              <Icon icon={Mail} className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <EmailLink address={data.email} className="font-semibold text-white hover:underline" />
            </p>
          </address>
        </section>
      </div>

      <div className="border-t border-brand-900">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:justify-between">
          <p>
            © {data.year} {site.fullName}
          </p>
          <p className="sm:max-w-xl sm:text-right">
            Foto: lanskap sementara, diubah ukuran dan dipotong untuk situs ini, karya{" "}
            {data.photoCredits.map((credit, index) => (
              <span key={credit.id}>
                {credit.author} (
                <ExternalLink href={credit.licenseUrl} className="underline hover:text-white">
                  {credit.license}
                </ExternalLink>
                ){index < data.photoCredits.length - 1 ? ", " : "."}
              </span>
            ))}
          </p>
        </div>
      </div>
    </footer>
  );
}
