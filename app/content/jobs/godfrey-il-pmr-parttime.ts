import { partnerListings } from "./partner-links";
import {
  pmrCoreKeywords,
  pmrEducation,
  pmrExperience,
  pmrPartTimeBenefits,
  pmrPartTimeBenefitsNote,
  pmrResponsibilities,
  pmrRoles,
  pmrSkills,
  pmrSpecialty,
} from "./pmr-shared";
import { applyBody } from "./recruiter";
import { seedPosting } from "./seed-posting";

const title = "Part-Time PM&R Nurse Practitioner or Physician Assistant";

export const godfreyIlPmrPartTime = seedPosting({
  path: "/job-godfrey-il-pmr-parttime",
  legacyPaths: ["/jobs/godfrey-il-pmr-parttime"],
  identifier: "pmr-np-pa-godfrey-il-part-time-2025",
  layout: "B",
  colorScheme: "purple",
  title,
  shortTitle: "Part-Time PM&R NP/PA - Godfrey, IL",
  specialty: pmrSpecialty,
  roles: pmrRoles,
  locations: [
    { locality: "Godfrey", region: "IL", postalCode: "62035" },
    { locality: "Alton", region: "IL", postalCode: "62002" },
    { locality: "Wood River", region: "IL", postalCode: "62095" },
  ],
  nearbyCommunities: [
    "East Alton",
    "Bethalto",
    "Roxana",
    "Edwardsville",
    "Jerseyville",
    "Grafton",
    "Granite City",
  ],
  employmentTypes: ["PART_TIME"],
  hours: "24-32 hours per week",
  callRequirement: "No call or weekends",
  pay: { kind: "range", min: 70, max: 90, unit: "HOUR", plus: true },
  benefits: pmrPartTimeBenefits,
  benefitsNote: pmrPartTimeBenefitsNote,
  locationTag: "GODFREY, IL",
  lifestyleTag: "No Call or Weekends",
  highlight: {
    title: "Part-time hours, full clinical support",
    text: "Malpractice coverage and a collaborating physician are provided, and the schedule has no call and no weekends.",
  },
  about: [
    "A physical medicine and rehabilitation (PM&R) group is hiring a part-time nurse practitioner or physician assistant for 24-32 hours a week in Godfrey, Alton and Wood River, Illinois. You will see patients in post-acute and skilled nursing rehabilitation, assessing function, managing pain and guiding recovery with the therapy team.",
    "The role is paid hourly. Malpractice coverage and a collaborating physician are provided, and there is no call and no weekend work. No additional employment benefits are included, which makes the role a strong fit for clinicians who already have benefits through a spouse, a retirement plan or another position.",
  ],
  whyYoullLoveIt: {
    heading: "Why You'll Love This Role",
    items: [
      "Strong hourly pay for part-time work",
      "No call and no weekends",
      "Malpractice coverage provided",
      "A collaborating physician to consult on every case",
      "Three neighboring river towns, so little time on the road",
    ],
  },
  responsibilities: { heading: "Your Responsibilities", items: pmrResponsibilities },
  qualifications: {
    required: [
      "Nurse practitioner or physician assistant with national certification",
      "Active Illinois NP or PA license",
      "Availability for 24-32 hours per week",
    ],
    preferred: ["PM&R experience", "Post-acute or skilled nursing experience"],
  },
  whatWeOffer: [
    "A predictable weekday schedule",
    "Hours you can plan around family, study or a second role",
    "Free, confidential support from our recruiting team from first conversation to first day",
  ],
  skills: pmrSkills,
  education: pmrEducation,
  experience: pmrExperience,
  keywords: [
    ...pmrCoreKeywords,
    "Part-Time NP Jobs",
    "Part-Time PA Jobs",
    "Godfrey IL NP Jobs",
    "Godfrey IL PA Jobs",
    "Alton IL Healthcare Jobs",
    "Wood River Healthcare Jobs",
    "Illinois NP Jobs",
    "Illinois PA Jobs",
    "Metro East Jobs",
    "Hourly NP Jobs",
    "No Weekends",
    "Illinois License",
  ],
  apply: {
    subject: "Application for Part-Time PM&R NP/PA Position - Godfrey, IL",
    body: applyBody(`${title} - Godfrey, IL`),
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
    title: "Part-Time PM&R NP or PA Job in Godfrey, IL: $70-90+/hr",
    description:
      "Part-time PM&R NP or PA in Godfrey, Alton and Wood River, IL: $70-90+/hour, 24-32 hours a week, malpractice and a collaborating physician provided, no call or weekends.",
    keywords: [
      "part-time nurse practitioner Illinois",
      "part-time PA job Alton IL",
      "Godfrey IL NP job",
      "PM&R part-time",
    ],
  },
});
