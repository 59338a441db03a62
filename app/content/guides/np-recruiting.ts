import { site } from "#app/content/site";
import { bls, firmClaims } from "./facts";
import { defineRecruitingGuide } from "./schema";
import { sources } from "./sources";

export const npRecruitingGuide = defineRecruitingGuide("np-recruiting", {
  path: "/how-to-recruit-nurse-practitioners",
  role: "NP",
  eyebrow: "Employer guide",
  title: "How to Recruit Nurse Practitioners",
  intro: `Experienced nurse practitioners rarely stay on the market for long. This guide sets out what makes NP hiring hard, the six-step process our recruiters have refined since ${site.founded}, and what a specialist partner changes: pre-screened candidates in ${firmClaims.candidateTurnaround} and a typical placement in ${firmClaims.placementTime}.`,
  processButtonLabel: "See the six-step process",
  keyFacts: [
    {
      value: bls.npGrowth,
      label: `Projected growth in NP employment, ${bls.projectionPeriod}, against ${bls.allOccupationsGrowth} for all occupations`,
      source: "bls-ooh-np",
    },
    { value: firmClaims.candidateTurnaround, label: "To your first pre-screened NP candidates" },
    { value: firmClaims.placementTime, label: "Typical time from search to signed offer" },
  ],
  challenges: {
    heading: "Why nurse practitioner roles are hard to fill",
    intro:
      "Most NP searches that stall do so for the same four reasons. Knowing them up front lets you plan around them instead of discovering them three months into an open requisition.",
    items: [
      {
        icon: "trending-up",
        title: "Demand is outrunning supply",
        text: `The US Bureau of Labor Statistics projects NP employment to grow ${bls.npGrowth} from 2023 to 2033, one of the fastest rates of any occupation. Strong candidates typically weigh several offers at once and accept within days, so a slow process loses them to faster employers.`,
      },
      {
        icon: "badge-check",
        title: "Certification must match your patients",
        text: "NPs are educated, certified and licensed in a population focus: family, adult-gerontology primary or acute care, pediatrics, neonatal, women's health or psychiatric-mental health. A family NP cannot simply cover an inpatient acute-care role, and many hospitals credential only acute-care certified NPs for it. A mismatch found at credentialing restarts the search.",
      },
      {
        icon: "map",
        title: "Licensing and practice rules vary by state",
        text: "Each state sets its own NP scope of practice: some grant full practice authority, others require a collaborative or supervisory agreement with a physician. A new hire may also need a state APRN license, prescriptive authority and a DEA registration for your state before the first patient visit, and each step takes time.",
      },
      {
        icon: "hand-coins",
        title: "Offers compete on the whole package",
        text: `Base salary is only the starting point. Competing offers commonly include signing bonuses of ${firmClaims.signingBonus}, CME allowances of ${firmClaims.cmeAllowance} and ${firmClaims.pto} of PTO, plus schedule flexibility. An offer benchmarked against last year's numbers is often declined.`,
      },
    ],
  },
  process: {
    heading: "The six-step NP recruiting process",
    intro:
      "The same six steps work for a single-provider clinic and a health system hiring a dozen NPs. The order matters: each step removes a common cause of failure in the one after it.",
    steps: [
      {
        key: "define-requirements",
        title: "Define your requirements",
        summary:
          "Write down what the role really needs before anyone sees a resume, so every later step measures candidates against the same standard.",
        actions: [
          "Name the population focus and board certification the role needs (for example FNP, AGACNP or PMHNP) and the patient ages it covers.",
          "Confirm the scope-of-practice rules in your state: whether a collaborative agreement is required, who will sign it and how chart review will work.",
          "Separate must-haves (license, certification, specific procedures) from preferences (years in the specialty, EHR experience).",
          "Set the schedule, call, panel size and visit length you can actually offer.",
          "Benchmark the full compensation package, not just base pay, against the current market.",
        ],
        tip: "A job description that states pay, schedule and call up front attracts more qualified applicants and filters out mismatches before the first call.",
      },
      {
        key: "partner-with-specialists",
        title: "Partner with specialists",
        summary:
          "A recruiter who places only advanced practice providers already knows where qualified NPs are, what they expect and which questions expose a poor fit.",
        actions: [
          "Choose a partner that focuses on NPs and PAs rather than general healthcare staffing.",
          "Share the requirements from step one, your hiring timeline and who makes the final decision.",
          `Use what a specialist includes: free advertising on the major job boards, a custom job description and outreach to a database of ${firmClaims.candidateDatabase} candidates.`,
          "Agree on fees before the search starts; with us there is no cost until your hire starts, and the fee structure is flexible to your budget.",
        ],
      },
      {
        key: "multiple-sourcing-channels",
        title: "Use multiple sourcing channels",
        summary:
          "Active job seekers are a small share of the NPs you could hire. Reaching passive candidates takes several channels working at once.",
        actions: [
          "Post on the major job boards and on your own careers page with the same, complete description.",
          "Reach passive candidates directly through a recruiter's network and professional groups such as state NP associations.",
          "Build relationships with NP programs in your region: clinical preceptorships are one of the most reliable pipelines for new graduates.",
          "Ask your current NPs and physicians for referrals, and consider a referral bonus.",
          "Track which channel produced each interview so the next search starts with what worked.",
        ],
      },
      {
        key: "structured-screening",
        title: "Screen with structure",
        summary:
          "Verify credentials early and ask every candidate the same clinical and situational questions, so you compare like with like.",
        actions: [
          "Verify the RN and APRN licenses with the state board of nursing, and national certification with the certifying board (AANPCB, ANCC, PNCB, NCC or AACN).",
          "Check DEA registration and any state controlled-substance registration the role needs.",
          "Use case-based questions drawn from your own patient population, for example a common presentation in your clinic.",
          "Take at least two references from supervisors or collaborating physicians, not only peers.",
          `Expect a specialist partner to hand you candidates already screened this way: ours arrive within ${firmClaims.candidateTurnaround}.`,
        ],
      },
      {
        key: "streamlined-interview",
        title: "Run a streamlined interview",
        summary:
          "The interview is where most NP searches lose candidates to faster employers. Plan it so a decision can follow within days.",
        actions: [
          "Fix the interview panel and dates before you review candidates, and hold all interviews in one visit where possible.",
          "Include the collaborating physician and at least one future NP colleague.",
          "Score each candidate against the requirements from step one with a simple shared rubric.",
          "Give every candidate a clear date for your decision, and keep it.",
          "Prepare the written offer in advance so it can go out as soon as the panel agrees.",
        ],
        tip: "Let candidates shadow for part of a clinic day. It answers their questions about workload better than any description, and it shows you how they work with your team.",
      },
      {
        key: "onboarding",
        title: "Onboard for retention",
        summary:
          "Retention starts the day the offer is signed. Credentialing delays and a rushed first month are the most common reasons new NPs leave early.",
        actions: [
          "Start licensing, hospital privileging and payer enrollment the day the offer is accepted.",
          "Sign the collaborative or supervisory agreement before the start date where your state requires one.",
          "Build a ramp-up schedule with a lighter panel and protected time for the EHR and local protocols.",
          "Assign a physician or senior NP mentor and schedule check-ins at 30, 60 and 90 days.",
          "Review the first-year goals and the path to any productivity bonus together, in writing.",
        ],
      },
    ],
  },
  benefits: {
    heading: "What a specialist NP recruiter gives you",
    intro:
      "Working with a firm that recruits only nurse practitioners and physician assistants shortens every step above. Here is what that means in practice.",
    items: [
      {
        title: `Pre-screened candidates in ${firmClaims.candidateTurnaround}`,
        text: "Licenses, certification and references are checked before a profile reaches you, so your time goes on interviews, not sorting.",
      },
      {
        title: `Placement in ${firmClaims.placementTime}`,
        text: "A prepared shortlist and a planned interview process turn a months-long search into weeks.",
      },
      {
        title: "No cost until your hire starts",
        text: "You pay nothing up front, and the fee structure is flexible to your budget.",
      },
      {
        title: "Wider reach",
        text: `Free advertising on the major job boards, a custom job description and access to ${firmClaims.candidateDatabase} candidates, including NPs who are not actively applying.`,
      },
      {
        title: "Specialist judgment",
        text: `The first recruiting firm focused only on advanced practice providers, placing NPs and PAs since ${site.founded} and part of a recruiting network since ${site.networkSince}.`,
      },
      {
        title: "Fast answers",
        text: `A reply within ${firmClaims.responseTime} during business hours, from a recruiter who knows your search.`,
      },
    ],
  },
  cta: {
    heading: "Take the next step",
    intro:
      "Whether you are ready to open a search or still planning the role, start where it helps you most.",
    cards: [
      {
        title: "Start your NP search",
        text: "Tell us about the role and receive your first pre-screened candidates within 72 hours.",
        action: { label: "Contact a recruiter", to: "/#contact" },
      },
      {
        title: "Benchmark your offer",
        text: "Base pay by specialty and setting, bonuses, CME and PTO: check your package before you post.",
        action: { label: "Read the NP salary guide", to: "/nurse-practitioner-salary-guide" },
      },
      {
        title: "See the roles we recruit for",
        text: "Our NP and PA job postings, with pay shown on every one.",
        action: { label: "View our jobs", to: "/jobs" },
      },
      {
        title: "Questions about fees or timing?",
        text: "Fees, timelines, screening and licensing, answered in one place.",
        action: { label: "Read the FAQ", to: "/faq" },
      },
    ],
  },
  sources: [sources.blsNp],
});
