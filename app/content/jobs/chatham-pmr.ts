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

export const chathamPmr = seedPosting({
  path: "/job-chatham-pmr",
  legacyPaths: ["/jobs/chatham-pmr"],
  identifier: "pmr-np-pa-chatham-ma-2025",
  layout: "B",
  title,
  shortTitle: "PM&R NP/PA - Chatham (Cape Cod), MA",
  specialty: pmrSpecialty,
  roles: pmrRoles,
  locations: [{ locality: "Chatham", region: "MA", postalCode: "02650" }],
  nearbyCommunities: [
    "Harwich",
    "Orleans",
    "Brewster",
    "Eastham",
    "Dennis",
    "Yarmouth",
    "Hyannis",
    "Wellfleet",
  ],
  hours: "32-40 hours per week",
  pay: { kind: "upTo", max: 150_000, unit: "YEAR" },
  bonus: { amount: 35_000, upTo: false, annual: false },
  benefits: pmrFullTimeBenefits,
  locationTag: "CAPE COD",
  lifestyleTag: "Coastal Lifestyle",
  highlight: {
    title: "Practice rehabilitation medicine at the elbow of Cape Cod",
    text: "Full-time PM&R work for an NP or PA who wants a meaningful caseload and a coastal home base.",
  },
  about: [
    "A physical medicine and rehabilitation (PM&R) group is looking for a full-time nurse practitioner or physician assistant to care for patients in and around Chatham, on the Lower Cape. Many of the people you will see are older adults recovering from falls, fractures, joint replacement, stroke or a hospital stay, and your work decides how safely and how soon they return home.",
    "The role suits a clinician who likes to know patients well: smaller communities mean familiar faces, close relationships with therapy teams and nursing staff, and time to do rehabilitation medicine properly. Chatham's harbors, lighthouse and beaches are part of the everyday view.",
  ],
  whyYoullLoveIt: {
    heading: "Why You'll Love This Role",
    items: [
      "Base salary plus a substantial bonus",
      "A full-time 32-40 hour week",
      "A close-knit clinical community on the Lower Cape",
      "Work that restores independence to older adults",
      "Health, dental, vision, PTO and retirement benefits",
    ],
  },
  responsibilities: { heading: "Your Responsibilities", items: pmrResponsibilities },
  qualifications: {
    required: [
      "Nurse practitioner or physician assistant with national certification",
      "Active Massachusetts NP or PA license",
      "Comfort working independently across more than one facility",
    ],
    preferred: ["PM&R experience", "Geriatric, orthopedic or neurological rehabilitation experience"],
  },
  whatWeOffer: [
    "A caseload sized for thorough rehabilitation medicine",
    "Physiatrist guidance as you deepen your rehabilitation skills",
    "Free, confidential support from our recruiting team from first conversation to first day",
  ],
  skills: pmrSkills,
  education: pmrEducation,
  experience: pmrExperience,
  keywords: [
    ...pmrCoreKeywords,
    "Chatham NP Jobs",
    "Chatham PA Jobs",
    "Cape Cod NP Jobs",
    "Cape Cod PA Jobs",
    "Lower Cape Healthcare Jobs",
    "Massachusetts NP Jobs",
    "Massachusetts PA Jobs",
    "Full-Time PM&R Jobs",
    "PM&R Bonus",
    "Massachusetts License",
    "Geriatric Rehabilitation",
    "Coastal Healthcare Careers",
  ],
  apply: {
    subject: "Application for PM&R NP/PA Position - Chatham, MA",
    body: applyBody(`${title} - Chatham, MA`),
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
    title: "PM&R NP or PA Job in Chatham, Cape Cod: Up to $150K",
    description:
      "Full-time PM&R NP or PA in Chatham (Cape Cod), MA 02650: base up to $150K plus a $35K bonus, 32-40 hours, with health, dental, vision, PTO and retirement.",
    keywords: [
      "PM&R nurse practitioner Cape Cod",
      "Chatham MA physician assistant job",
      "rehabilitation NP Massachusetts",
      "Cape Cod PA jobs",
    ],
  },
});
