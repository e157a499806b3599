import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { whatsappShareHref } from "~/lib/browser/share";
import { ExternalLink } from "./external-link";

/**
 * "Bagikan": a page's address to send on, WhatsApp first (how most people
 * here pass things on), then Facebook. Plain links, so they work on pages
 * without a script. The site's one outline (secondary): the gold is for
 * talking to the branch, not for passing a page on.
 */
export function ShareLinks({
  title,
  url,
  what,
  className,
}: {
  title: string;
  url: string;
  /** What is shared, for screen readers: "berita ini", "kegiatan ini". */
  what: string;
  className?: string;
}) {
  const link = buttonClass({ variant: "secondary", size: "compact" });
  return (
    <section aria-labelledby="bagikan" className={cn("flex flex-wrap items-center gap-3 print:hidden", className)}>
      <h2 id="bagikan" className="text-base">
        Bagikan<span className="sr-only"> {what}</span>
      </h2>
      <ExternalLink href={whatsappShareHref(title, url)} className={link}>
        WhatsApp
      </ExternalLink>
      <ExternalLink href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`} className={link}>
        Facebook
      </ExternalLink>
    </section>
  );
}
