/**
 * The heading and introduction of the "Apply now" section of an open posting. Apart from the form's words
 * (application.ts): these are part of every job page's first load, the form's words only of its code.
 */
export const applySectionCopy = {
  heading: "Apply Now",
  intro:
    "Send your application and résumé here; it takes about three minutes. A recruiter who works only with NPs and PAs reads every application.",
} as const;
