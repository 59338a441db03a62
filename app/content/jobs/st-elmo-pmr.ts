import { partnerListings } from "./partner-links";
import {
  pmrCoreKeywords,
  pmrEducation,
  pmrExperience,
  pmrResponsibilities,
  pmrRoles,
  pmrSkills,
  pmrSpecialty,
} from "./pmr-shared";
import { applyBody } from "./recruiter";
import { seedPosting } from "./seed-posting";

const title = "PM&R Nurse Practitioner or Physician Assistant (Part-Time or PRN)";

export const stElmoPmr = seedPosting({
  path: "/job-st-elmo-pmr",
  legacyPaths: ["/jobs/st-elmo-pmr"],
  identifier: "pmr-np-pa-st-elmo-il-2025",
  layout: "B",
  title,
  shortTitle: "PM&R NP/PA - St. Elmo, IL (1 Day/Week)",
  specialty: pmrSpecialty,
  roles: pmrRoles,
  locations: [{ locality: "St. Elmo", region: "IL", postalCode: "62458" }],
  nearbyCommunities: [
    "Effingham",
    "Vandalia",
    "Altamont",
    "Brownstown",
    "Beecher City",
    "Ramsey",
    "Teutopolis",
  ],
  employmentTypes: ["PART_TIME"],
  hours: "One day per week",
  schedule: "Part-time or PRN",
  pay: { kind: "range", min: 75, max: 90, unit: "HOUR", plus: true },
  benefits: [],
  locationTag: "ST. ELMO, IL",
  lifestyleTag: "One Day a Week",
  highlight: {
    title: "One day a week in central Illinois",
    text: "A part-time or PRN PM&R role for an NP or PA who wants to keep rehabilitation skills sharp alongside other commitments.",
  },
  about: [
    "A physical medicine and rehabilitation (PM&R) group needs a nurse practitioner or physician assistant to see patients in St. Elmo, Illinois, one day a week, on a part-time or PRN basis. You will evaluate and follow rehabilitation patients in a post-acute setting, working with the therapy team to set goals and adjust plans.",
    "It is a focused, predictable commitment: one day, one community, a defined caseload. The role suits clinicians in Effingham, Vandalia and the surrounding towns who want to add rehabilitation medicine to an existing practice.",
  ],
  whyYoullLoveIt: {
    heading: "Why You'll Love This Role",
    items: [
      "Strong hourly pay",
      "Just one day a week",
      "Part-time or PRN: choose the arrangement that suits you",
      "A defined caseload in a single community",
      "Rehabilitation medicine that complements primary care or hospital work",
    ],
  },
  responsibilities: { heading: "Your Responsibilities", items: pmrResponsibilities },
  qualifications: {
    required: [
      "Nurse practitioner or physician assistant with national certification",
      "Active Illinois NP or PA license",
      "Availability one day per week",
    ],
    preferred: ["PM&R experience", "Living within driving distance of St. Elmo"],
  },
  whatWeOffer: [
    "A weekly rhythm you can plan months ahead",
    "Physician support for complex cases",
    "Free, confidential support from our recruiting team from first conversation to first day",
  ],
  skills: pmrSkills,
  education: pmrEducation,
  experience: pmrExperience,
  keywords: [
    ...pmrCoreKeywords,
    "St. Elmo IL NP Jobs",
    "St. Elmo IL PA Jobs",
    "Effingham Healthcare Jobs",
    "Vandalia Healthcare Jobs",
    "Central Illinois NP Jobs",
    "Illinois NP Jobs",
    "Illinois PA Jobs",
    "Part-Time NP Jobs",
    "PRN NP Jobs",
    "PRN PA Jobs",
    "One Day a Week",
    "Illinois License",
  ],
  apply: {
    subject: "Application for PM&R NP/PA Position - St. Elmo, IL",
    body: applyBody(`${title} - St. Elmo, IL`),
  },
  explore: [
    partnerListings.allNp,
    partnerListings.allPa,
    partnerListings.npInState("Illinois"),
    partnerListings.partTime,
  ],
  datePosted: "2025-01-16",
  validThrough: "2025-04-30",
  meta: {
    title: "PM&R NP or PA Job in St. Elmo, IL: One Day a Week",
    description:
      "Part-time or PRN PM&R nurse practitioner or physician assistant in St. Elmo, Illinois: one day a week, $75-$90+/hour, Illinois license required.",
    keywords: [
      "PRN nurse practitioner Illinois",
      "part-time PA job Illinois",
      "St. Elmo IL NP job",
      "PM&R PRN",
    ],
  },
});
