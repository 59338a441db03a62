import * as z from "zod/mini";
import { defineContent, internalHref, text } from "./content-schema";
import { floatingCtaLabels } from "./floating-cta";

const ToastCopySchema = z.object({ title: text, description: text });

const LeadCaptureSchema = z.object({
  fields: z.object({
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    userType: text,
    organization: text,
    position: text,
    specialty: text,
    location: text,
    message: text,
    optional: text,
  }),
  quickForm: z.object({
    submit: text,
    success: ToastCopySchema,
    failure: ToastCopySchema,
    confirmation: text,
  }),
  contactForm: z.object({
    submit: text,
    success: ToastCopySchema,
    failure: ToastCopySchema,
    inlineThanks: text,
    compactThanks: text,
    privacyNote: text,
    privacyLink: z.object({ label: text, href: internalHref }),
  }),
  submitting: text,
  floatingCta: z.object({
    label: text,
    shortLabel: text,
    title: text,
    description: text,
    source: text,
  }),
  exitIntent: z.object({
    title: text,
    description: text,
    benefits: z.array(text).check(z.length(3)),
    source: text,
  }),
  dialogClose: text,
  thankYouPage: z.object({
    heading: text,
    intro: text,
    nextHeading: text,
    steps: z.array(z.object({ title: text, text: text })).check(z.length(3)),
    contactHeading: text,
    contactText: text,
    linksHeading: text,
    home: z.object({ label: text, href: internalHref }),
    links: z.array(z.object({ label: text, href: internalHref })).check(z.minLength(2)),
  }),
});

/** Words of the lead forms, the floating call-to-action and the exit-intent popup. */
export const leadCapture = defineContent("lead-capture", LeadCaptureSchema, {
  fields: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    userType: "I am a",
    organization: "Organization",
    position: "Desired position",
    specialty: "Specialty",
    location: "Location",
    message: "Message",
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
      { label: "Browse current NP and PA jobs", href: "/jobs" },
      { label: "Read answers to common questions", href: "/faq" },
      { label: "See how our service compares", href: "/compare-services" },
    ],
  },
});
