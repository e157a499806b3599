import { cn } from "~/lib/cn";

/**
 * The branch's emblem, drawn for this site: a shield with a cross over the
 * mountains of the Baliem valley. Not GMKI's official emblem; replace this
 * file (and public/favicon.svg) when the branch supplies its own.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={cn("shrink-0", className)}>
      <path
        d="M24 2.5 42.5 8.6v13.1c0 11.6-7.6 19.8-18.5 23.8C13.1 41.5 5.5 33.3 5.5 21.7V8.6Z"
        fill="#0a2351"
        stroke="#f5b642"
        strokeWidth="2"
      />
      <path
        d="M9 33.5 17 25l4.6 4.4 7.6-8.9L39.2 33.5c-2.9 5-8 8.6-15.2 11.3C16.9 42.1 11.9 38.5 9 33.5Z"
        fill="#1f53ad"
      />
      <path d="M21.8 9.5h4.4v6.3h6.3v4.4h-6.3v13.3h-4.4V20.2h-6.3v-4.4h6.3Z" fill="#f5b642" />
    </svg>
  );
}
