import { site } from "./site";
import type { ContentOf } from "./schemas";

/** Copy of the landing page sections, in page order. */
export const landing: ContentOf<"landing"> = {
  hero: {
    eyebrow: `NP and PA recruiting specialists since ${site.founded}`,
    heading: "Hire Pre-Screened Nurse Practitioners and Physician Assistants",
    intro:
      "We were the first recruiting firm to focus only on advanced practice providers. Tell us about the role and a recruiter responds within 20 minutes during business hours, with pre-screened candidates in 24-48 hours and no cost until your hire starts.",
    primary: { label: "Start Hiring Today", href: "#contact" },
    secondary: { label: "Learn Our Process", href: "#process" },
    highlights: [
      { value: "20 min", label: "Response during business hours" },
      { value: "96%", label: "Placement success rate" },
      { value: "5M+", label: "Candidates in our database" },
    ],
    assurances: [
      "No cost until your hire starts",
      "Free job advertising on major boards",
      "Always free for NPs and PAs",
    ],
  },
  services: {
    eyebrow: "Services",
    heading: "Recruiting Built Around Advanced Practice Providers",
    intro:
      "Every search is run by recruiters who work only with nurse practitioners and physician assistants, so they know the certifications, licensing rules and pay expectations of the clinicians you need.",
  },
  process: {
    eyebrow: "How it works",
    heading: "From First Call to First Day in 1-3 Weeks",
    intro:
      "Five clear steps, one recruiter who stays with your search, and no invoice until the provider you chose starts work.",
    cta: { label: "Get Started", href: "#contact" },
  },
  contact: {
    eyebrow: "Contact us",
    heading: "Tell Us What You Need",
    intro:
      "Hiring an NP or PA, or looking for your next role? Send us a few details and a specialist recruiter will contact you within 20 minutes during business hours.",
    formSource: "Homepage Main Contact Form",
    formTitle: "Get Matched with Top Healthcare Talent in 20 Minutes",
    points: [
      "A response within 20 minutes during business hours",
      "Pre-screened candidates in 24-48 hours",
      "A flexible fee structure based on your budget, paid only when your hire starts",
      "Free and confidential for nurse practitioners and physician assistants",
    ],
  },
  testimonials: {
    eyebrow: "Client stories",
    heading: "What Healthcare Leaders Say About Working With Us",
    intro:
      "Practices, clinics and health systems come back to us because the candidates we send are ready to interview and the providers we place stay.",
  },
  trust: {
    heading: "Trusted by Healthcare Employers Nationwide",
    intro: `Part of a national recruiting network since ${site.networkSince}, with a record built one placement at a time.`,
  },
  faq: {
    eyebrow: "FAQ",
    heading: "Questions Employers and Clinicians Ask Us",
    intro: "Short answers about cost, timing and how we work. Open as many as you like.",
  },
  resources: {
    eyebrow: "Resources",
    heading: "Guides for Hiring and Career Decisions",
    intro:
      "Practical, data-backed guides written by our recruiters for hiring managers and for the NPs and PAs they want to hire.",
  },
  jobSeekers: {
    heading: "Are You a Nurse Practitioner or Physician Assistant?",
    intro:
      "Our service costs you nothing. We match you with roles that fit your specialty, schedule and pay goals, and the clinicians we place see an average salary increase of 15-20%.",
    points: [
      "Full-time, part-time, remote and PRN positions",
      "Pay shown up front on every posting",
      "A recruiter who negotiates on your behalf",
    ],
    links: [
      { label: "View NP Positions", href: "/jobs?role=NP" },
      { label: "View PA Positions", href: "/jobs?role=PA" },
    ],
  },
};
