/**
 * The floating call-to-action button's labels. They load on every page, so this module stays free
 * of the zod validation the other content carries; lead-capture.ts re-validates them at import.
 */
export const floatingCtaLabels = {
  label: "Get Matched Today",
  /** Shown instead of the label on small screens. */
  shortLabel: "Contact",
} as const;
