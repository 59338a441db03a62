import { site } from "#app/content/site";
import { bls, firmClaims } from "./facts";
import { defineRecruitingGuide } from "./schema";
import { sources } from "./sources";

export const paRecruitingGuide = defineRecruitingGuide("pa-recruiting", {
  path: "/how-to-recruit-physician-assistants",
  role: "PA",
  eyebrow: "Employer guide",
  title: "How to Recruit Physician Assistants",
  intro: `Physician assistants are trained as medical generalists, which makes them some of the most adaptable clinicians you can hire and some of the most sought after. This guide covers what makes PA hiring hard, the six-step process our recruiters have refined since ${site.founded}, and how a specialist partner delivers pre-screened candidates in ${firmClaims.candidateTurnaround} and a typical placement in ${firmClaims.placementTime}.`,
  processButtonLabel: "See the six-step process",
  keyFacts: [
    {
      value: bls.paGrowth,
      label: `Projected growth in PA employment, ${bls.projectionPeriod}, against ${bls.allOccupationsGrowth} for all occupations`,
      source: "bls-ooh-pa",
    },
    { value: firmClaims.candidateTurnaround, label: "To your first pre-screened PA candidates" },
    { value: firmClaims.placementTime, label: "Typical time from search to signed offer" },
  ],
  challenges: {
    heading: "Why physician assistant roles are hard to fill",
    intro:
      "PA searches tend to stall for four reasons. Each one can be planned for, but only if you know about it before the requisition opens.",
    items: [
      {
        icon: "trending-up",
        title: "Growth is outpacing the graduate pipeline",
        text: `The US Bureau of Labor Statistics projects PA employment to grow ${bls.paGrowth} from 2023 to 2033, seven times the ${bls.allOccupationsGrowth} average for all occupations. Experienced PAs in surgical and procedural specialties are especially scarce and are usually recruited while still employed.`,
      },
      {
        icon: "scale",
        title: "Supervision and collaboration rules differ by state",
        text: "Most states still require a written supervision, collaboration or practice agreement between a PA and a physician, and the rules on chart review, physician availability and how many PAs a physician may work with vary widely. The agreement has to be in place before the PA sees patients.",
      },
      {
        icon: "badge-check",
        title: "Specialty experience is hard to judge from a resume",
        text: "Every PA passes the same generalist certification exam (PANCE) and then learns a specialty on the job. Two PAs with five years in orthopedics can have very different procedural skills, so titles alone tell you little.",
      },
      {
        icon: "hand-coins",
        title: "Offers compete on more than salary",
        text: `Competing offers commonly include signing bonuses of ${firmClaims.signingBonus}, CME allowances of ${firmClaims.cmeAllowance}, ${firmClaims.pto} of PTO and protected time for certification maintenance. Candidates compare the whole package, and the schedule often decides.`,
      },
    ],
  },
  process: {
    heading: "The six-step PA recruiting process",
    intro:
      "These six steps work for a two-physician practice adding its first PA and for a hospital service line hiring several. Skipping one usually shows up as a failed search or an early departure.",
    steps: [
      {
        key: "define-requirements",
        title: "Define your requirements",
        summary:
          "Decide what the PA will actually do, and what your state requires around the role, before you advertise it.",
        actions: [
          "List the procedures, patient types and settings (clinic, inpatient, operating room, call) the role covers.",
          "Confirm your state's supervision or collaboration rules, who the collaborating physician will be and how chart review will work.",
          "Decide whether the role needs prior specialty experience or suits a strong generalist you will train.",
          "Set the schedule, call, panel or caseload and any first-assist duties you can honestly offer.",
          "Benchmark the full package against the market: base, bonus, CME, PTO and malpractice coverage.",
        ],
        tip: "Be explicit about surgical first-assist and call in the job description. They are the details PAs ask about first and the most common reason offers are declined late.",
      },
      {
        key: "partner-with-specialists",
        title: "Partner with specialists",
        summary:
          "A recruiter who works only with NPs and PAs knows which candidates have the specialty experience you need and what it takes to move them.",
        actions: [
          "Choose a partner that recruits advanced practice providers, not every healthcare role.",
          "Share your requirements, timeline and the name of the decision-maker from day one.",
          `Use what a specialist includes: free advertising on the major job boards, a custom job description and outreach to a database of ${firmClaims.candidateDatabase} candidates.`,
          "Agree on terms before the search; with us there is no cost until your hire starts.",
        ],
      },
      {
        key: "multiple-sourcing-channels",
        title: "Use multiple sourcing channels",
        summary:
          "Many of the PAs you want are employed and not looking. Reaching them means combining several channels.",
        actions: [
          "Post the full description on the major job boards and your own careers page.",
          "Reach employed PAs directly through a recruiter's network and professional groups such as state PA academies and specialty organizations.",
          "Offer clinical rotations to PA students: programs need sites, and students often accept offers where they trained.",
          "Consider PAs from adjacent specialties; generalist training makes lateral moves common and workable.",
          "Ask your team for referrals and track which channels produce hires.",
        ],
      },
      {
        key: "structured-screening",
        title: "Screen with structure",
        summary:
          "Verify credentials early, then test specialty skills with the same questions for every candidate.",
        actions: [
          "Verify the state PA license and current NCCPA certification (PA-C), including where the PA is in the certification maintenance cycle.",
          "Check DEA registration and prescriptive authority for the controlled-substance schedules the role needs.",
          "Ask for a procedure log or case list for specialty roles, and note any NCCPA Certificate of Added Qualifications (CAQ).",
          "Use case-based questions from your own practice and take references from supervising or collaborating physicians.",
          `Expect a specialist partner to do this before you see a profile: our candidates arrive screened within ${firmClaims.candidateTurnaround}.`,
        ],
      },
      {
        key: "streamlined-interview",
        title: "Run a streamlined interview",
        summary:
          "Good PAs often hold more than one offer. A short, well-planned interview process is what wins them.",
        actions: [
          "Schedule the panel, including the collaborating physician, before shortlisting, and hold interviews in a single visit.",
          "For procedural roles, include time in the clinic or operating room with the team.",
          "Score candidates against your written requirements with a shared rubric.",
          "Tell every candidate when they will hear from you, and keep to it.",
          "Have the offer letter and the draft practice agreement ready to send as soon as the panel decides.",
        ],
      },
      {
        key: "onboarding",
        title: "Onboard for retention",
        summary:
          "The first 90 days decide whether a new PA stays. Credentialing gaps and unclear supervision are the usual culprits when they do not.",
        actions: [
          "Start licensing, hospital privileges and payer enrollment as soon as the offer is signed.",
          "Sign the supervision or collaboration agreement, with clear expectations for chart review and availability, before the start date.",
          "Plan a graduated caseload and a list of procedures to be signed off in the first months.",
          "Pair the PA with a physician mentor and hold check-ins at 30, 60 and 90 days.",
          "Put the productivity bonus formula and the CME budget in writing.",
        ],
      },
    ],
  },
  benefits: {
    heading: "What a specialist PA recruiter gives you",
    intro:
      "A firm that recruits only physician assistants and nurse practitioners takes the slowest parts of the process off your desk.",
    items: [
      {
        title: `Pre-screened candidates in ${firmClaims.candidateTurnaround}`,
        text: "License, NCCPA certification, DEA registration and references checked before you see a profile.",
      },
      {
        title: `Placement in ${firmClaims.placementTime}`,
        text: "A ready shortlist and a planned interview schedule replace a months-long search.",
      },
      {
        title: "No cost until your hire starts",
        text: "Nothing up front, with a fee structure that flexes to your budget.",
      },
      {
        title: "Reach beyond the job boards",
        text: `Free job-board advertising, a custom job description and a database of ${firmClaims.candidateDatabase} candidates, including PAs who are not actively looking.`,
      },
      {
        title: "Specialty knowledge",
        text: `The first firm to focus only on advanced practice providers, recruiting PAs and NPs since ${site.founded}.`,
      },
      {
        title: "Fast answers",
        text: `A reply within ${firmClaims.responseTime} during business hours.`,
      },
    ],
  },
  cta: {
    heading: "Take the next step",
    intro: "Ready to hire, or still shaping the role? Pick the starting point that fits.",
    cards: [
      {
        title: "Start your PA search",
        text: "Describe the role and receive your first pre-screened PA candidates within 72 hours.",
        action: { label: "Contact a recruiter", to: "/#contact" },
      },
      {
        title: "Benchmark your offer",
        text: "PA pay by specialty and setting, signing bonuses, CME and PTO.",
        action: { label: "Read the PA salary guide", to: "/physician-assistant-salary-guide" },
      },
      {
        title: "Get the supervision rules right",
        text: "How supervision and collaboration agreements work, and what to put in place before day one.",
        action: { label: "Read the supervision guide", to: "/physician-assistant-supervision" },
      },
      {
        title: "See the roles we recruit for",
        text: "Our PA and NP job postings, with pay shown on every one.",
        action: { label: "View our jobs", to: "/jobs" },
      },
    ],
  },
  sources: [sources.blsPa],
});
