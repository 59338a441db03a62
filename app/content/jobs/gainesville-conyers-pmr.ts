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

export const gainesvilleConyersPmr = seedPosting({
  path: "/job-gainesville-conyers-pmr",
  legacyPaths: ["/jobs/gainesville-conyers-pmr"],
  identifier: "pmr-np-pa-gainesville-conyers-ga-2025",
  layout: "B",
  title,
  shortTitle: "PM&R NP/PA - Gainesville & Conyers, GA",
  specialty: pmrSpecialty,
  roles: pmrRoles,
  locations: [
    { locality: "Gainesville", region: "GA", postalCode: "30501" },
    { locality: "Conyers", region: "GA", postalCode: "30012" },
  ],
  locationNote: "Two locations: Gainesville (Hall County) and Conyers (Rockdale County)",
  nearbyCommunities: [
    "Oakwood",
    "Flowery Branch",
    "Buford",
    "Lawrenceville",
    "Covington",
    "Lithonia",
    "Snellville",
    "Stockbridge",
    "Decatur",
  ],
  hours: "32-40 hours per week",
  pay: { kind: "upTo", max: 140_000, unit: "YEAR" },
  bonus: { amount: 26_000, upTo: true, annual: false },
  benefits: pmrFullTimeBenefits,
  locationTag: "GAINESVILLE & CONYERS",
  lifestyleTag: "Metro Atlanta Access",
  highlight: {
    title: "Two Georgia openings, one great team",
    text: "Choose the Gainesville or Conyers location, or tell us which suits you best, and practice rehabilitation medicine within reach of Atlanta.",
  },
  about: [
    "A physical medicine and rehabilitation (PM&R) group is hiring full-time nurse practitioners and physician assistants for two Georgia locations: Gainesville, northeast of Atlanta on Lake Lanier, and Conyers, east of the city along I-20. You will care for patients in post-acute and skilled nursing rehabilitation after stroke, surgery, injury and illness.",
    "Both locations offer the same role, pay and benefits, so you can choose the community that fits your life while joining one clinical team with shared standards and physician support.",
  ],
  whyYoullLoveIt: {
    heading: "Why You'll Love This Role",
    items: [
      "Base salary plus a bonus of up to $26,000",
      "A 32-40 hour full-time week",
      "Your choice of two communities on the edge of metro Atlanta",
      "Meaningful, hands-on rehabilitation medicine",
      "Health, dental, vision, PTO and retirement benefits",
    ],
  },
  responsibilities: { heading: "Your Responsibilities", items: pmrResponsibilities },
  qualifications: {
    required: [
      "Nurse practitioner or physician assistant with national certification",
      "Active Georgia NP or PA license",
      "Reliable transportation between facilities",
    ],
    preferred: ["PM&R experience", "Post-acute or skilled nursing experience"],
  },
  whatWeOffer: [
    "Lake Lanier or east-metro living, with Atlanta within easy reach",
    "Physiatrist guidance as you deepen your rehabilitation skills",
    "Free, confidential support from our recruiting team from first conversation to first day",
  ],
  skills: pmrSkills,
  education: pmrEducation,
  experience: pmrExperience,
  keywords: [
    ...pmrCoreKeywords,
    "Gainesville GA NP Jobs",
    "Gainesville GA PA Jobs",
    "Conyers NP Jobs",
    "Conyers PA Jobs",
    "Georgia NP Jobs",
    "Georgia PA Jobs",
    "Metro Atlanta Healthcare Jobs",
    "Hall County Healthcare Jobs",
    "Rockdale County Healthcare Jobs",
    "Full-Time PM&R Jobs",
    "Georgia License",
    "PM&R Bonus",
  ],
  apply: {
    subject: "Application for PM&R NP/PA Position - Gainesville and Conyers, GA",
    body: applyBody(`${title} - Gainesville and Conyers, GA`),
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
    title: "PM&R NP or PA Jobs in Gainesville and Conyers, GA",
    description:
      "Full-time PM&R NP or PA in Gainesville or Conyers, Georgia: base up to $140,000 plus up to $26,000 bonus, 32-40 hours, Georgia license, full benefits.",
    keywords: [
      "PM&R nurse practitioner Georgia",
      "Gainesville GA physician assistant job",
      "Conyers NP job",
      "rehabilitation PA Georgia",
    ],
  },
});
