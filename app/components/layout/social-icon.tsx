import { siFacebook, siYoutube } from "simple-icons";
import type { SocialLink } from "~/content/schema";
import { cn } from "~/lib/cn";

const paths: Record<Exclude<SocialLink["label"], "Instagram">, string> = {
  Facebook: siFacebook.path,
  YouTube: siYoutube.path,
};

/**
 * Brand marks for social links, from simple-icons. Instagram is not in
 * simple-icons (withdrawn at Meta's request), so its outline is drawn here.
 */
export function SocialIcon({ platform, className }: { platform: SocialLink["label"]; className?: string }) {
  const classes = cn("shrink-0", className);
  if (platform === "Instagram") {
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className={classes}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={classes} fill="currentColor">
      <path d={paths[platform]} />
    </svg>
  );
}
