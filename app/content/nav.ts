/** Header navigation groups; the Current Jobs group is built from the job records. */
export interface NavLink {
  label: string;
  to: string;
  detail?: string;
}

export const npGuides: NavLink[] = [
  { label: "How to Recruit NPs", to: "/how-to-recruit-nurse-practitioners" },
  { label: "NP Salary Guide", to: "/nurse-practitioner-salary-guide" },
  { label: "NP Specialties", to: "/nurse-practitioner-specialties" },
  { label: "NP Job Market", to: "/nurse-practitioner-job-market" },
  { label: "NP Licensing", to: "/nurse-practitioner-licensing" },
];

export const paGuides: NavLink[] = [
  { label: "How to Recruit PAs", to: "/how-to-recruit-physician-assistants" },
  { label: "PA Salary Guide", to: "/physician-assistant-salary-guide" },
  { label: "PA Specialties", to: "/physician-assistant-specialties" },
  { label: "PA Job Market", to: "/physician-assistant-job-market" },
  { label: "PA Supervision", to: "/physician-assistant-supervision" },
];

export const primaryLinks: NavLink[] = [
  { label: "Services", to: "/#services" },
  { label: "About", to: "/our-expertise" },
  { label: "Compare", to: "/compare-services" },
  { label: "FAQ", to: "/faq" },
];

export const getStarted: NavLink = { label: "Get Started", to: "/#contact" };

/**
 * Id of the guides section of /our-expertise, which the landing page and the not-found page link to. It
 * sits with the site's links rather than with that page's content (expertise.ts), so a link to it does not
 * bring the content into the linking page's script.
 */
export const guidesAnchor = "guides";
