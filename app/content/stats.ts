import { site } from "./site";
import type { ContentOf } from "./schemas";

/** The landing page's four trust indicators. */
export const trustStats: ContentOf<"stats.trust"> = [
  { value: "18+", label: "Years recruiting NPs and PAs" },
  { value: "5,000+", label: "Successful placements" },
  { value: "48hr", label: "Average time to first candidate" },
  { value: "95%", label: "Client retention" },
];

/** Summary figures on the FAQ page. */
export const faqStats: ContentOf<"stats.faq"> = [
  { value: "48-72 hrs", label: "To your first pre-screened candidates" },
  { value: "2-4 weeks", label: "Typical time to placement" },
  { value: "94%", label: "Of placements still in role after one year" },
  { value: "50", label: "States where we place providers" },
];

/** Key figures on the expertise page. */
export const expertiseFigures: ContentOf<"stats.expertise"> = [
  { value: String(site.founded), label: "Founded as the first firm focused only on NPs and PAs" },
  { value: "2,000+", label: "Nurse practitioners and physician assistants placed" },
  { value: "500+", label: "Healthcare partners" },
  { value: "30+", label: "Specialties recruited" },
  { value: "50", label: "States served" },
  { value: "98%", label: "Client satisfaction" },
];
