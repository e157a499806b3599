import type { SocialLink } from "~/content/schema";
import { cn } from "~/lib/cn";

interface SocialIconProps {
  platform: SocialLink["label"];
  /** The mark's simple-icons path, sent by the root loader (app/lib/page-data/site-data.server.ts). */
  path?: string;
  className?: string;
}

/**
 * A social network's mark. Instagram is not in simple-icons (withdrawn at
 * Meta's request), so its outline is drawn here.
 */
export function SocialIcon({ platform, path, className }: SocialIconProps) {
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
  if (!path) return null;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={classes} fill="currentColor">
      <path d={path} />
    </svg>
  );
}
