import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, dropping falsy ones. It does not resolve conflicting
 * utilities (no tailwind-merge, 7 KB we would ship to every phone), so
 * components offer variants rather than expecting their classes overridden.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
