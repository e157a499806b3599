import { cn } from "~/lib/cn";

/**
 * A social network's mark: the simple-icons path the root loader sends
 * (app/lib/site-data.server.ts), or, for Instagram, which simple-icons no
 * longer carries (withdrawn at Meta's request), an outline drawn here.
 */
export function SocialIcon({ path, className }: { path: string | undefined; className?: string }) {
  const classes = cn("shrink-0", className);
  if (!path) {
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
      <path d={path} />
    </svg>
  );
}
