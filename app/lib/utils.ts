import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. A component and its caller never set two utilities for the same property (the
 * built pages are checked for it), so no class-merging library travels to the browser.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
