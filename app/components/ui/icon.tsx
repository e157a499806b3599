import type { IconNode } from "lucide";
import { createElement } from "react";

/**
 * A Lucide icon as inline SVG: `<Icon icon={Menu} />` with `Menu` from
 * "lucide". Lucide's own React package adds a context, refs and class
 * helpers that every page would download; the icons' shapes are all we
 * need. Decorative: the text next to an icon says what it means.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
