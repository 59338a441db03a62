import type { JobPosting } from "#schemas/job-posting";

/** Tailwind classes per colour scheme; every pair meets WCAG AA contrast. */
export const jobSchemes = {
  blue: {
    hero: "bg-gradient-to-b from-brand-50 to-white",
    eyebrow: "text-brand-800",
    icon: "text-brand-700",
    badge: "bg-brand-50 text-brand-900 ring-brand-200",
    solidBadge: "bg-brand-800 text-white ring-brand-800",
    card: "border-brand-100",
    button: "bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700",
    outline: "border-brand-700 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700",
    banner: "bg-brand-800 text-white",
    link: "text-brand-700 hover:text-brand-900",
  },
  purple: {
    hero: "bg-gradient-to-b from-purple-50 to-white",
    eyebrow: "text-purple-800",
    icon: "text-purple-700",
    badge: "bg-purple-50 text-purple-900 ring-purple-200",
    solidBadge: "bg-purple-800 text-white ring-purple-800",
    card: "border-purple-100",
    button: "bg-purple-700 text-white hover:bg-purple-800 focus-visible:outline-purple-700",
    outline: "border-purple-700 text-purple-800 hover:bg-purple-50 focus-visible:outline-purple-700",
    banner: "bg-purple-800 text-white",
    link: "text-purple-700 hover:text-purple-900",
  },
} satisfies Record<JobPosting["colorScheme"], Record<string, string>>;

export type JobScheme = (typeof jobSchemes)[JobPosting["colorScheme"]];
