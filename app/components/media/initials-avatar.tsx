import { cn } from "~/lib/cn";

/** "Yulianus Wenda" -> "YW"; one name -> its first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? "").join("") || "?";
}

/**
 * A person's monogram, for people without a photo: their initials in gold
 * on the deep blue, inside a gold ring, like the branch's emblem, so it
 * reads as the site's way of showing people rather than a missing picture;
 * never a broken image, never a stranger's face. Decorative: the name is next to it.
 */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <svg viewBox="0 0 80 80" aria-hidden="true" focusable="false" className={cn("shrink-0", className)}>
      <circle cx="40" cy="40" r="40" className="fill-brand-900" />
      <circle cx="40" cy="40" r="35" fill="none" strokeWidth="1.5" className="stroke-accent-400" />
      <text
        x="40"
        y="40"
        dy="0.35em"
        textAnchor="middle"
        className="fill-accent-300"
        fontSize="27"
        letterSpacing="1"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
