import type { ReactNode } from "react";

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link to another site: opens in a new tab, passes no referrer, and says
 * so to screen readers.
 */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <span className="sr-only">(membuka tab baru)</span>
    </a>
  );
}
