/**
 * Words of the "Apply now" form on an open job posting (loaded with the form's code) and of the page an
 * application sent without JavaScript lands on. Field rules and their messages live in
 * schemas/application.ts; the section's heading and introduction, which every open posting's own code
 * carries, in application-section.ts.
 */
export const applicationCopy = {
  fields: {
    credential: "Your credential",
    licenseStates: "States where you are licensed",
    licenseStatesHint: "Choose every state where you hold an active licence (or a pending one).",
    licenseStatesNone: "Choose states",
    licenseStatesFilter: "Find a state",
    licenseStatesNoMatch: "No state matches that name.",
    yearsExperience: "Years of experience as an NP or PA",
    message: "Anything you would like the recruiter to know",
    resume: "Résumé",
    resumeHint: "PDF, DOCX or DOC, up to 5 MB.",
    consent:
      "I agree that Apex NP & PA Recruiting may contact me about this and similar roles, and I accept the",
    privacyLink: { label: "Privacy Policy", href: "/privacy-policy" },
  },
  submit: "Send Application",
  sending: "Sending…",
  progressLabel: "Uploading your application",
  progressStatus: (percent: number) => `Uploading your application: ${percent}% sent`,
  success: {
    heading: "Thank you, your application is in",
    lead: (role: string) => `We received your application for ${role}.`,
    steps: [
      "A confirmation e-mail is on its way to the address you gave us.",
      "A recruiter reviews your résumé and licences, usually within one business day.",
      "If the role fits, they call you to talk through the schedule, pay and next steps with the employer.",
    ],
    contact: (name: string) => `Questions in the meantime? Contact ${name}:`,
  },
  failure: {
    title: "Your application was not sent",
    network:
      "We could not reach our server. Everything you entered, and your résumé, is still here: please try again.",
    busy: "Our server is busy for a moment. Everything you entered, and your résumé, is still here: please try again.",
    rateLimited: (minutes: number) =>
      `Too many applications came from this connection. Please try again in about ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or e-mail the recruiter.`,
    closed: "This position stopped taking applications a moment ago. Please see our other open roles.",
    invalid: "Please correct the fields marked below and send again.",
  },
  thankYouPage: {
    heading: "Thank You, We Received Your Application",
    intro:
      "Your application and résumé reached our recruiting team. A confirmation e-mail is on its way to the address you gave us.",
    nextHeading: "What happens next",
    steps: [
      {
        title: "A recruiter reviews your application",
        text: "Someone who works only with nurse practitioners and physician assistants reads your résumé and licences, usually within one business day.",
      },
      {
        title: "We talk the role through",
        text: "If the role fits, the recruiter calls you to discuss the schedule, pay, credentialing and what the employer is looking for.",
      },
      {
        title: "We introduce you to the employer",
        text: "With your go-ahead, we present you to the employer and arrange the interview. Our service is always free for NPs and PAs.",
      },
    ],
    contactHeading: "Questions in the meantime?",
    contactText: "Call or e-mail us and mention the role you applied for.",
    linksHeading: "While you wait",
    home: { label: "Browse our NP and PA jobs", href: "/jobs" },
    links: [
      { label: "Back to the home page", href: "/" },
      { label: "Read answers to common questions", href: "/faq" },
      { label: "See where NPs are licensed and how", href: "/nurse-practitioner-licensing" },
    ],
  },
} as const;
