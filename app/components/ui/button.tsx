import type { ComponentProps } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-center font-semibold transition-colors";

/** Complete class strings per look, so Tailwind sees every one of them. */
const variants = {
  /** Gold: the one action a section asks for. */
  accent: "bg-accent-400 text-brand-950 hover:bg-accent-300",
  /** Deep blue: the usual action on a light ground. */
  solid: "bg-brand-900 text-white hover:bg-brand-700",
  /** Outlined, on a light ground. */
  outline: "border-2 border-brand-900 text-brand-900 hover:bg-brand-50",
  /** Outlined, over a photo or the blue ground. */
  "outline-light": "border-2 border-white text-white hover:bg-white/15",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "solid", className?: string): string {
  return cn(base, variants[variant], className);
}

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant };

/** A button; `type="button"` unless told otherwise, so it never submits by accident. */
export function Button({ variant, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** A link to a page of this site that looks like a button. */
export function ButtonLink({ variant, className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
