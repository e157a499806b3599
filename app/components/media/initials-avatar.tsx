import { cn } from "~/lib/cn";

/** Background and text colours, all at AA contrast with each other. */
const palettes = [
  { background: "#0a2351", text: "#fad17f" },
  { background: "#17428f", text: "#ffffff" },
  { background: "#f5b642", text: "#0a2351" },
  { background: "#e3eaf6", text: "#0a2351" },
  { background: "#9a5a00", text: "#ffffff" },
] as const;

/** "Yulianus Wenda" -> "YW"; one name -> its first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? "").join("") || "?";
}

/** The same name always gets the same colours. */
function paletteOf(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palettes[hash % palettes.length]!;
}

/**
 * A circle with a person's initials, for people without a photo: never a
 * broken image, never a stranger's face. Decorative: the name is next to it.
 */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  const { background, text } = paletteOf(name);
  return (
    <svg viewBox="0 0 80 80" aria-hidden="true" focusable="false" className={cn("shrink-0", className)}>
      <circle cx="40" cy="40" r="40" fill={background} />
      <text
        x="40"
        y="40"
        dy="0.35em"
        textAnchor="middle"
        fill={text}
        fontSize="28"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
