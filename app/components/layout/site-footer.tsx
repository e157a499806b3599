import { ChevronDown, Mail, MapPin } from "lucide";
import { useLocation } from "react-router";
import { isCurrentPath, sitePath } from "~/lib/pages/addresses";
import { pageNames } from "~/lib/pages/names";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { useSiteData } from "~/hooks/use-site-data";
import { EmailLink } from "./email-link";
import { Logo } from "./logo";
import { PhoneLinks } from "./phone-links";
import { SampleNote } from "./sample-note";
import { SocialLinks } from "./social-links";
import { hook, PAGE_SITE_FOOTER } from "~/lib/browser/hooks";

/**
 * Footer on every page: who we are, every page of the site (also the menu
 * for phones without JavaScript), and how to reach us. Every link a 44 px
 * target, and yet short on phones (at most 350 px at 360 px): the links
 * wrap in lines rather than columns, each number beside its WhatsApp,
 * which names whom it writes to, the description and the copyright line
 * for wider screens; the photo credits' link ends the menu. On /kontak, which says all of it above, the footer
 * does not repeat the secretariat's address, numbers and social accounts.
 */
export function SiteFooter() {
  const data = useSiteData();
  const onContactPage = isCurrentPath(useLocation().pathname, "/kontak");

  // Only an error page that failed before the site's data arrived has none.
  if (!data) return null;
  const { site, nav } = data;
  const topLevel = nav.flatMap((entry) => ("children" in entry ? [] : [entry]));
  const groups = nav.flatMap((entry) => ("children" in entry ? [entry] : []));
  const linkClass = "inline-flex min-h-11 items-center text-brand-100 hover:text-white hover:underline";
  return (
    <footer {...hook(PAGE_SITE_FOOTER)} className="bg-brand-950 text-sm on-dark text-brand-200 sm:text-base">
      <div className="container-page grid gap-x-10 py-1 sm:gap-y-4 sm:py-6 md:grid-cols-2 lg:grid-cols-[1fr_1.5fr_1.2fr] lg:py-14">
        <section aria-labelledby="kaki-tentang">
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 sm:justify-start sm:gap-x-4">
            <h2
              id="kaki-tentang"
              className="flex min-w-0 items-center gap-2.5 text-sm break-words text-white sm:text-lg"
            >
              <Logo className="hidden size-8 sm:block" />
              {site.name}
            </h2>
            {/* Beside the name, once: on a wide screen they wrap under it. */}
            {!onContactPage && <SocialLinks accounts={data.social} variant="icons" className="shrink-0" />}
          </div>
          <p className="mt-2 max-w-sm leading-relaxed max-sm:hidden">{site.description}</p>
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
                <a className={linkClass} href={sitePath(item.href)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-start gap-x-3 md:mt-4 md:block md:space-y-3">
            {groups.map((group) => (
              <details key={group.label}>
                <summary className="flex min-h-11 cursor-pointer items-center gap-1.5 eyebrow text-xs text-accent-300 md:pointer-events-none md:min-h-0">
                  {group.label}
                  <Icon icon={ChevronDown} className="size-4 md:hidden" />
                </summary>
                <ul className="flex flex-wrap gap-x-4 pb-1">
                  {group.children.map((item) => (
                    <li key={item.href}>
                      <a className={linkClass} href={sitePath(item.href)}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
            {/* The menu's last link; on a phone in the row the groups leave free. */}
            <a className={cn(linkClass, "underline max-sm:text-xs")} href={sitePath("/kredit-foto")}>
              {pageNames["/kredit-foto"]}
            </a>
          </div>
        </nav>

        {!onContactPage && (
          <section aria-labelledby="kaki-kontak" className="lg:text-sm">
            <h2 id="kaki-kontak" className="eyebrow text-xs text-accent-300 max-sm:sr-only">
              Hubungi Kami
            </h2>
            <address className="not-italic sm:mt-2 sm:space-y-2">
              <p className="flex gap-2 max-sm:text-[0.8125rem]/tight">
                <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-accent-400" />
                <span>{data.address}</span>
              </p>
              {/* Each number beside its label where there is room; on a phone the WhatsApp button names whom it writes to. */}
              <div className="sm:space-y-1.5">
                {data.phones.map((phone) => (
                  <div key={phone.number} className="flex items-center gap-x-3 max-[22.5rem]:flex-wrap sm:flex-wrap">
                    <p className="min-w-0 shrink text-brand-100 max-sm:sr-only sm:min-w-24">{phone.label}</p>
                    <PhoneLinks
                      phone={phone}
                      tone="dark"
                      compact
                      className="min-[22.5rem]:shrink-0 min-[22.5rem]:flex-nowrap"
                    />
                  </div>
                ))}
              </div>
              <p className="flex items-center gap-2">
                <Icon icon={Mail} className="size-4 shrink-0 text-accent-400" />
                <EmailLink
                  address={data.email}
                  className="inline-flex min-h-11 items-center font-semibold text-white hover:underline"
                />
              </p>
            </address>
            {/* One note for the footer's address, numbers, e-mail and accounts (the icons beside the name too). */}
            {/* On a phone close under the e-mail row, whose 44 px leave room under its words: the footer stays short. */}
            <SampleNote note={data.contactNote} tone="dark" className="max-sm:-mt-1 sm:mt-2" />
          </section>
        )}
      </div>

      <div className="border-t border-brand-900 max-sm:hidden">
        <p className="container-page py-3 text-sm">
          © {data.year} {site.name}
        </p>
      </div>
    </footer>
  );
}
