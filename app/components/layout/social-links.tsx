import { cn } from "~/lib/cn";
import type { SiteData } from "~/lib/page-data/site-data.server";
import { ExternalLink } from "./external-link";
import { SocialIcon } from "./social-icon";

/**
 * The branch's social media accounts: round icons (footer) or icons with
 * the account's name (contact page).
 */
export function SocialLinks({
  accounts,
  variant,
  className,
}: {
  accounts: SiteData["social"];
  variant: "icons" | "labelled";
  className?: string;
}) {
  return (
    <ul
      aria-label="Media sosial"
      className={cn("flex flex-wrap", variant === "labelled" ? "gap-2 sm:block sm:space-y-2" : "sm:gap-1", className)}
    >
      {accounts.map((account) => (
        <li key={account.url}>
          {variant === "icons" ? (
            // A 44 px target around a 36 px circle, the three side by side beside the branch's name on a phone.
            <ExternalLink href={account.url} className="group flex size-11 items-center justify-center rounded-full">
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-900 text-white transition-colors group-hover:bg-accent-400 group-hover:text-brand-950">
                <SocialIcon platform={account.label} path={account.iconPath} className="size-5" />
              </span>
              <span className="sr-only">
                {account.label} {account.handle}
              </span>
            </ExternalLink>
          ) : (
            <ExternalLink
              href={account.url}
              className="flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-900 px-3 font-medium text-brand-900 hover:bg-brand-50 sm:gap-3 sm:rounded-lg sm:border-0 sm:px-2"
            >
              <SocialIcon platform={account.label} path={account.iconPath} className="size-5 text-brand-700" />
              {/* One weight in one label: the platform, then the account in a quieter colour.
                  On the narrowest phones the pill shows the platform alone; the link still names the account. */}
              <span>
                {account.label}
                <span className="text-muted max-[22.4rem]:sr-only"> · {account.handle}</span>
              </span>
            </ExternalLink>
          )}
        </li>
      ))}
    </ul>
  );
}
