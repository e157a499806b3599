import { cn } from "~/lib/cn";

/** "Yulianus Wenda" -> "YW"; one name -> its first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? "").join("") || "?";
}

/**
 * A circle with a person's initials, for people without a photo: never a
 * broken image, never a stranger's face. One calm colour for everyone, so
 * the photos the branch uploads stand out. Decorative: the name is next to it.
 */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <svg viewBox="0 0 80 80" aria-hidden="true" focusable="false" className={cn("shrink-0", className)}>
      <circle cx="40" cy="40" r="40" className="fill-brand-100" />
      <text
        x="40"
        y="40"
        dy="0.35em"
        textAnchor="middle"
        className="fill-brand-800"
        fontSize="28"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
