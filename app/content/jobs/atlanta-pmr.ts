import { partnerListings } from "./partner-links";
import {
  pmrCoreKeywords,
  pmrEducation,
  pmrExperience,
  pmrFullTimeBenefits,
  pmrResponsibilities,
  pmrRoles,
  pmrSkills,
  pmrSpecialty,
} from "./pmr-shared";
import { applyBody } from "./recruiter";
import { seedPosting } from "./seed-posting";

const title = "PM&R Nurse Practitioner or Physician Assistant";

export const atlantaPmr = seedPosting({
  path: "/job-atlanta-pmr",
  legacyPaths: ["/jobs/atlanta-pmr"],
  identifier: "pmr-np-pa-atlanta-ga-2025",
  layout: "B",
  title,
  shortTitle: "PM&R NP/PA - Atlanta, GA",
  specialty: pmrSpecialty,
  roles: pmrRoles,
  locations: [{ locality: "Atlanta", region: "GA", postalCode: "30305" }],
  locationNote: "Atlanta 30305 (Buckhead), with patients also seen in 30308 (Midtown)",
  nearbyCommunities: [
    "Buckhead",
    "Midtown",
    "Brookhaven",
    "Sandy Springs",
    "Decatur",
    "Vinings",
    "Chamblee",
    "Dunwoody",
    "Smyrna",
  ],
  hours: "32-40 hours per week",
  pay: { kind: "upTo", max: 140_000, unit: "YEAR" },
  bonus: { amount: 26_000, upTo: false, annual: false },
  benefits: pmrFullTimeBenefits,
  locationTag: "ATLANTA",
  lifestyleTag: "City Living",
  highlight: {
    title: "In-town Atlanta rehabilitation medicine",
    text: "A full-time PM&R role serving Buckhead and Midtown, with a bonus on top of base salary.",
  },
  about: [
    "A physical medicine and rehabilitation (PM&R) group is hiring a full-time nurse practitioner or physician assistant in Atlanta. Your work is based in the 30305 area of Buckhead, with patients also seen in 30308 in Midtown, caring for people in post-acute and skilled nursing rehabilitation after stroke, orthopedic surgery, injury or serious illness.",
    "You will keep an in-town commute, work with experienced therapy teams, and have physician support for complex cases, in a role that lets you practice rehabilitation medicine at the pace it deserves.",
  ],
  whyYoullLoveIt: {
    heading: "Why You'll Love This Role",
    items: [
      "Base salary plus a bonus",
      "A 32-40 hour full-time week",
      "An in-town Atlanta caseload with a short commute",
      "Complex, varied rehabilitation cases",
      "Health, dental, vision, PTO and retirement benefits",
    ],
  },
  responsibilities: { heading: "Your Responsibilities", items: pmrResponsibilities },
  qualifications: {
    required: [
      "Nurse practitioner or physician assistant with national certification",
      "Active Georgia NP or PA license",
      "Organized time management across more than one site",
    ],
    preferred: ["PM&R experience", "Orthopedic, neurological or post-acute experience"],
  },
  whatWeOffer: [
    "Buckhead and Midtown work within easy reach of home",
    "Physiatrist guidance as you deepen your rehabilitation skills",
    "Free, confidential support from our recruiting team from first conversation to first day",
  ],
  skills: pmrSkills,
  education: pmrEducation,
  experience: pmrExperience,
  keywords: [
    ...pmrCoreKeywords,
    "Atlanta NP Jobs",
    "Atlanta PA Jobs",
    "Buckhead Healthcare Jobs",
    "Midtown Atlanta Healthcare Jobs",
    "Georgia NP Jobs",
    "Georgia PA Jobs",
    "Atlanta Rehabilitation Jobs",
    "Full-Time PM&R Jobs",
    "Georgia License",
    "PM&R Bonus",
    "Metro Atlanta Careers",
    "In-Town Atlanta Jobs",
  ],
  apply: {
    subject: "Application for PM&R NP/PA Position - Atlanta, GA",
    body: applyBody(`${title} - Atlanta, GA`),
  },
  explore: [
    partnerListings.allNp,
    partnerListings.allPa,
    partnerListings.npInState("Georgia"),
    partnerListings.paInState("Georgia"),
  ],
  datePosted: "2025-01-16",
  validThrough: "2025-04-30",
  meta: {
    title: "PM&R NP or PA Job in Atlanta, GA: Up to $140K + Bonus",
    description:
      "Full-time PM&R nurse practitioner or physician assistant in Atlanta, GA 30305: base up to $140K plus a $26K bonus, 32-40 hours, Georgia license.",
    keywords: [
      "PM&R nurse practitioner Atlanta",
      "Atlanta physician assistant job",
      "Buckhead NP job",
      "rehabilitation PA Georgia",
    ],
  },
});
