import { ChevronDown, Mail, MapPin } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useSiteData } from "~/hooks/use-site-data";
import { EmailLink } from "./email-link";
import { Logo } from "./logo";
import { PhoneLinks } from "./phone-links";
import { SocialLinks } from "./social-links";

/**
 * Footer on every page: who we are, every page of the site (also the menu
 * for phones without JavaScript), and how to reach us. Kept short on phones
 * (at most 350 px at 360 px): the links wrap in lines rather than columns,
 * each number with its WhatsApp on one row, both 44 px targets, the
 * description for wider screens. On /kontak, which says all of it above, the footer does not
 * repeat the secretariat's address, numbers and social accounts (app.css).
 */
export function SiteFooter() {
  const data = useSiteData();

  // Only an error page that failed before the site's data arrived has none.
  if (!data) return null;
  const { site, nav } = data;
  const topLevel = nav.flatMap((entry) => ("children" in entry ? [] : [entry]));
  const groups = nav.flatMap((entry) => ("children" in entry ? [entry] : []));
  const linkClass = "inline-flex min-h-8 items-center text-brand-100 hover:text-white hover:underline";
  return (
    <footer data-site-footer="" className="bg-brand-950 text-sm on-dark text-brand-200 sm:text-base">
      <div className="container-page grid gap-x-10 gap-y-1 py-2 sm:gap-y-4 sm:py-6 md:grid-cols-2 lg:grid-cols-[1fr_1.5fr_1.2fr] lg:py-14">
        <section aria-labelledby="kaki-tentang">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <h2
              id="kaki-tentang"
              className="flex items-center gap-2.5 text-base whitespace-nowrap text-white sm:text-lg"
            >
              <Logo className="hidden size-8 sm:block" />
              {site.name}
            </h2>
            <div data-footer-social="" className="shrink-0 sm:hidden">
              <SocialLinks accounts={data.social} variant="icons" />
            </div>
          </div>
          <p className="mt-2 max-w-sm leading-relaxed max-sm:hidden">{site.description}</p>
          <div data-footer-social="" className="mt-3 hidden sm:block">
            <SocialLinks accounts={data.social} variant="icons" />
          </div>
        </section>

        {/* Every page of the site, the menu also without JavaScript. The
            groups fold on phones (native <details>, no script needed) and
            stand open from 48rem (footer-menu in app.css). */}
        <nav id="menu-situs" aria-labelledby="kaki-menu" className="footer-menu md:row-span-2 lg:row-span-1">
          <h2 id="kaki-menu" className="sr-only">
            Menu situs
          </h2>
          <ul className="flex flex-wrap gap-x-4">
            {topLevel.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap items-start gap-x-6 gap-y-1 md:mt-4 md:block md:space-y-3">
            {groups.map((group) => (
              <details key={group.label}>
                <summary className="flex min-h-8 cursor-pointer items-center gap-1.5 eyebrow text-xs text-accent-300 sm:min-h-11 md:pointer-events-none md:min-h-0">
                  {group.label}
                  <Icon icon={ChevronDown} className="size-4 md:hidden" />
                </summary>
                <ul className="flex flex-wrap gap-x-4 pb-1">
                  {group.children.map((item) => (
                    <li key={item.href}>
                      <Link to={item.href} className={linkClass}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
        </nav>

        {/* On /kontak, which says all of it above, app.css hides it. */}
        <section data-footer-contact="" aria-labelledby="kaki-kontak" className="lg:text-sm">
          <h2 id="kaki-kontak" className="eyebrow text-xs text-accent-300 max-sm:sr-only">
            Hubungi Kami
          </h2>
          <address className="space-y-1 not-italic sm:mt-2 sm:space-y-2">
            <p className="flex gap-2 max-sm:leading-snug">
              <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <span>{data.address}</span>
            </p>
            {/* Each number beside its label where there is room, below it on a phone. */}
            <div className="space-y-1 sm:space-y-1.5">
              {data.phones.map((phone) => (
                <div key={phone.number} className="flex items-center gap-x-3 max-[22.5rem]:flex-wrap sm:flex-wrap">
                  <p className="min-w-0 shrink text-brand-100 max-sm:w-26 sm:min-w-24">{phone.label}</p>
                  <PhoneLinks phone={phone} tone="dark" compact className="shrink-0 flex-nowrap" />
                </div>
              ))}
            </div>
            <p className="flex items-center gap-2">
              <Icon icon={Mail} className="size-4 shrink-0 text-accent-400" />
              <EmailLink
                address={data.email}
                className="inline-flex min-h-8 items-center font-semibold text-white hover:underline"
              />
            </p>
          </address>
        </section>
      </div>

      <div className="border-t border-brand-900">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 py-0.5 text-xs sm:py-2 sm:text-sm">
          <p className="py-1">
            © {data.year} {site.name}
          </p>
          <Link
            to={data.credits.href}
            className="inline-flex min-h-6 items-center underline hover:text-white sm:min-h-8"
          >
            {data.credits.label}
          </Link>
        </div>
      </div>
    </footer>
  );
}
