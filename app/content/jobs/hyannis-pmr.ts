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

export const hyannisPmr = seedPosting({
  path: "/job-hyannis-pmr",
  legacyPaths: ["/jobs/hyannis-pmr"],
  identifier: "pmr-np-pa-hyannis-ma-2025",
  layout: "B",
  title,
  shortTitle: "PM&R NP/PA - Hyannis, MA",
  specialty: pmrSpecialty,
  roles: pmrRoles,
  locations: [{ locality: "Hyannis", region: "MA", postalCode: "02601" }],
  nearbyCommunities: [
    "Barnstable",
    "Yarmouth",
    "Dennis",
    "Mashpee",
    "Sandwich",
    "Falmouth",
    "Bourne",
    "Harwich",
    "Chatham",
    "Orleans",
  ],
  hours: "32-40 hours per week",
  pay: { kind: "upTo", max: 150_000, unit: "YEAR" },
  bonus: { amount: 35_000, upTo: false, annual: true },
  benefits: pmrFullTimeBenefits,
  locationTag: "CAPE COD",
  lifestyleTag: "Cape Cod Living",
  highlight: {
    title: "Rehabilitation medicine in the heart of Cape Cod",
    text: "A full-time PM&R role with an annual bonus on top of base salary, based in the Cape's commercial and medical hub.",
  },
  about: [
    "A physical medicine and rehabilitation (PM&R) group is hiring a full-time nurse practitioner or physician assistant in Hyannis, Massachusetts. You will care for patients in post-acute and skilled nursing rehabilitation, helping them regain strength, mobility and independence after stroke, surgery, injury or a long illness.",
    "You will work with the group's physiatrists and the therapy teams at each facility, with a caseload built for thoughtful rehabilitation medicine rather than volume. Hyannis is the commercial and medical center of Cape Cod, with the Cape's beaches, harbors and villages close at hand all year round.",
  ],
  whyYoullLoveIt: {
    heading: "Why You'll Love This Role",
    items: [
      "A competitive base salary plus an annual bonus",
      "A 32-40 hour week that leaves time to enjoy the Cape",
      "Rehabilitation medicine where you see patients leave stronger than they arrived",
      "Physician support and a collaborative therapy team",
      "Health, dental, vision, PTO and retirement benefits",
    ],
  },
  responsibilities: { heading: "Your Responsibilities", items: pmrResponsibilities },
  qualifications: {
    required: [
      "Nurse practitioner or physician assistant with national certification",
      "Active Massachusetts NP or PA license",
      "Clear, patient communication with older adults and their families",
    ],
    preferred: [
      "PM&R experience",
      "Experience in post-acute, skilled nursing or inpatient rehabilitation settings",
    ],
  },
  whatWeOffer: [
    "Year-round work in one of New England's most sought-after places to live",
    "Physiatrist guidance as you deepen your rehabilitation skills",
    "Free, confidential support from our recruiting team from first conversation to first day",
  ],
  skills: pmrSkills,
  education: pmrEducation,
  experience: pmrExperience,
  keywords: [
    ...pmrCoreKeywords,
    "Hyannis NP Jobs",
    "Hyannis PA Jobs",
    "Cape Cod Nurse Practitioner",
    "Cape Cod Physician Assistant",
    "Massachusetts NP Jobs",
    "Massachusetts PA Jobs",
    "Barnstable County Healthcare Jobs",
    "Full-Time PM&R Jobs",
    "PM&R Annual Bonus",
    "Massachusetts License",
    "Rehabilitation NP Massachusetts",
    "New England Healthcare Careers",
  ],
  apply: {
    subject: "Application for PM&R NP/PA Position - Hyannis, MA",
    body: applyBody(`${title} - Hyannis, MA`),
  },
  explore: [
    partnerListings.allNp,
    partnerListings.allPa,
    partnerListings.npInState("Massachusetts"),
    partnerListings.paInState("Massachusetts"),
  ],
  datePosted: "2025-01-16",
  validThrough: "2025-04-30",
  meta: {
    title: "PM&R NP or PA Job in Hyannis, MA: Base Up to $150K",
    description:
      "Full-time PM&R nurse practitioner or physician assistant in Hyannis, Cape Cod: base up to $150,000 plus a $35,000 annual bonus, 32-40 hours, Massachusetts license.",
    keywords: [
      "PM&R nurse practitioner Massachusetts",
      "physician assistant jobs Cape Cod",
      "Hyannis NP job",
      "physical medicine and rehabilitation PA",
    ],
  },
});
