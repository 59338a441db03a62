import { floatingCtaLabels } from "./floating-cta";
import type { ContentOf } from "./schemas";

/** Words of the lead forms, the floating call-to-action and the exit-intent popup. */
export const leadCapture: ContentOf<"lead-capture"> = {
  // The fields' own labels are in the lead-field table (schemas/lead-fields.ts).
  fields: {
    optional: "(optional)",
  },
  quickForm: {
    submit: "Get Matched Now",
    success: { title: "Success!", description: "We'll contact you within 20 minutes!" },
    failure: { title: "Error", description: "Failed to submit. Please try again." },
    confirmation: "Thank you! We'll contact you soon.",
  },
  contactForm: {
    submit: "Submit",
    success: {
      title: "Success!",
      description: "Your information has been submitted. We'll contact you within 20 minutes!",
    },
    failure: { title: "Error", description: "Failed to submit form. Please try again." },
    inlineThanks: "Thank you! Your details are with our recruiters and we'll contact you within 20 minutes.",
    compactThanks: "Thank you! We'll contact you soon.",
    privacyNote: "We use your details only to answer this request.",
    privacyLink: { label: "Privacy Policy", href: "/privacy-policy" },
  },
  submitting: "Submitting...",
  floatingCta: {
    ...floatingCtaLabels,
    title: "Get Matched in 20 Minutes",
    description:
      "Tell us who you are and a specialist NP and PA recruiter will call or e-mail you within 20 minutes during business hours.",
    source: "Floating CTA Button",
  },
  exitIntent: {
    title: "Wait! Don't Miss Out",
    description: "Leave your details and a recruiter who works only with NPs and PAs will contact you.",
    benefits: [
      "A response within 20 minutes during business hours",
      "Pre-screened NP and PA candidates in 24-48 hours",
      "No fee until your hire starts, and always free for NPs and PAs",
    ],
    source: "Exit Intent Popup",
  },
  dialogClose: "Close",
  thankYouPage: {
    heading: "Thank You, We Have Your Details",
    intro:
      "Your request reached our recruiting team. A specialist recruiter will call or e-mail you within 20 minutes during business hours.",
    nextHeading: "What happens next",
    steps: [
      {
        title: "A recruiter reviews your request",
        text: "Someone who works only with nurse practitioners and physician assistants reads your details and gets in touch within 20 minutes during business hours.",
      },
      {
        title: "We learn what you need",
        text: "Employers: we talk through the role, schedule, pay and start date. NPs and PAs: we talk through your specialty, preferred locations and pay goals.",
      },
      {
        title: "You see your first matches",
        text: "Employers receive pre-screened candidates in 24-48 hours and pay nothing until the hire starts. NPs and PAs hear about roles that fit, and our service is always free for them.",
      },
    ],
    contactHeading: "Need us sooner?",
    contactText: "Call or e-mail us and mention the form you just sent.",
    linksHeading: "While you wait",
    home: { label: "Back to the home page", href: "/" },
    links: [
      { label: "Browse our NP and PA jobs", href: "/jobs" },
      { label: "Read answers to common questions", href: "/faq" },
      { label: "See how our service compares", href: "/compare-services" },
    ],
  },
};
