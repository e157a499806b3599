import type { ComponentProps } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";
import { useUntilReady } from "./until-ready";

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-4 py-2 text-center font-semibold transition-colors sm:px-5";

/**
 * The site's one button hierarchy. Primary is the action a section asks
 * for: deep blue on a light ground, gold on the blue ground or over a photo.
 * Secondary is an outline in the ground's ink. Complete class strings, so
 * Tailwind sees every one of them.
 */
const looks = {
  light: {
    primary: "bg-brand-900 text-white hover:bg-brand-700",
    secondary: "border-2 border-brand-900 text-brand-900 hover:bg-brand-50",
  },
  dark: {
    primary: "bg-accent-400 text-brand-950 hover:bg-accent-300",
    secondary: "border-2 border-white text-white hover:bg-white/15",
  },
} as const;

export type ButtonVariant = "primary" | "secondary";

export interface ButtonLook {
  variant?: ButtonVariant;
  /** The ground the button sits on. */
  ground?: "light" | "dark";
  /** Full width on phones, its own width from 40rem up. */
  wide?: boolean;
}

export function buttonClass({ variant = "primary", ground = "light", wide }: ButtonLook = {}, className?: string) {
  return cn(base, looks[ground][variant], wide && "w-full sm:w-auto", className);
}

type ButtonProps = ComponentProps<"button"> & ButtonLook;

/**
 * A button; `type="button"` unless told otherwise, so it never submits by
 * accident. One with an `onClick`, or one that submits a form (whose
 * handler is React's), needs React: until the page has it, the button
 * shows that it is not ready yet (useUntilReady).
 */
export function Button({ variant, ground, wide, className, type = "button", children, ...props }: ButtonProps) {
  const waiting = useUntilReady();
  const pending = (props.onClick !== undefined || type === "submit") && !waiting.ready;
  return (
    <button
      type={type}
      className={buttonClass({ variant, ground, wide }, className)}
      {...props}
      {...(pending && waiting.props)}
    >
      {children}
      {pending && waiting.note}
    </button>
  );
}

/** A link to a page of this site that looks like a button. */
export function ButtonLink({ variant, ground, wide, className, ...props }: LinkProps & ButtonLook) {
  return <Link className={buttonClass({ variant, ground, wide }, className)} {...props} />;
}
