import type { ContentOf } from "./schemas";
export type { ProcessStep } from "./schemas";

/** The five steps of the landing page's process section, in order. */
export const processSteps: ContentOf<"process"> = [
  {
    title: "Reach Out",
    timing: "Within 20 minutes",
    description:
      "Send the contact form or call us. A specialist recruiter responds within 20 minutes during business hours to learn what you need.",
  },
  {
    title: "Connect",
    timing: "Day 1",
    description:
      "In one focused call we cover the role, schedule, call, team and compensation, then write a custom job description and start advertising it for free.",
  },
  {
    title: "Review Candidates",
    timing: "24-48 hours",
    description:
      "You receive a shortlist of pre-screened NPs or PAs whose licensure, certification and references we have already checked, each with our interview notes.",
  },
  {
    title: "Interview & Offer",
    timing: "Week 1-2",
    description:
      "We schedule interviews around your clinic, gather feedback from both sides and help you make an offer that is competitive and accepted.",
  },
  {
    title: "Hire & Onboard",
    timing: "1-3 weeks in total",
    description:
      "We support credentialing and the start date, and stay in touch through onboarding. You pay nothing until your new provider starts.",
  },
];
