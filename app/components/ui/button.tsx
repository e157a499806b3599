import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { sitePath } from "~/lib/pages/addresses";

const base = "inline-flex items-center justify-center rounded-full text-center font-semibold transition-colors";

const sizes = {
  /** A section's action: 48 px. */
  action: "min-h-12 gap-2 px-4 sm:px-5",
  /** Beside a number or under a card: 44 px, a little smaller type. */
  compact: "min-h-11 gap-2 px-3 text-[0.9375em]",
  /** A number and its WhatsApp side by side on a 360 px phone: 44 px, closer set. */
  tight: "min-h-11 gap-1.5 px-2.5 text-[0.9375em]",
};

/**
 * The site's one button system: three looks, three sizes. Primary is the
 * action a section asks for: deep blue on a light ground, gold on the blue
 * ground or over a photo. Secondary, the one outline, is every other action
 * (share, print, save to a calendar, more): 2 px in the ground's ink. WhatsApp,
 * to write to a person or the secretariat, is always gold with the chat icon
 * (the icon is the caller's, before the label), on any ground. Arrows point
 * on to another page only (after the label); a label has one weight.
 * Complete class strings, so Tailwind sees every one of them.
 */
const looks = {
  light: {
    primary: "bg-brand-900 text-white hover:bg-brand-700",
    secondary: "border-2 border-brand-900 text-brand-900 hover:bg-brand-50",
    whatsapp: "bg-accent-400 whitespace-nowrap text-brand-950 hover:bg-accent-300",
  },
  dark: {
    primary: "bg-accent-400 text-brand-950 hover:bg-accent-300",
    secondary: "border-2 border-white text-white hover:bg-white/15",
    whatsapp: "bg-accent-400 whitespace-nowrap text-brand-950 hover:bg-accent-300",
  },
} as const;

type ButtonVariant = keyof (typeof looks)["light"];

export interface ButtonLook {
  variant?: ButtonVariant;
  /** The ground the button sits on. */
  ground?: "light" | "dark";
  size?: keyof typeof sizes;
  /** Full width on phones, its own width from 40rem up. */
  wide?: boolean;
}

export function buttonClass(
  { variant = "primary", ground = "light", size = "action", wide }: ButtonLook = {},
  className?: string,
) {
  return cn(base, sizes[size], looks[ground][variant], wide && "w-full sm:w-auto", className);
}

/** A link to a page of this site that looks like a button: `to` is its path, "/kontak". */
export function ButtonLink({
  variant,
  ground,
  size,
  wide,
  className,
  to,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href"> & ButtonLook & { to: string }) {
  return (
    <a className={buttonClass({ variant, ground, size, wide }, className)} {...props} href={sitePath(to)}>
      {children}
    </a>
  );
}
