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

export const hastingsMiPmrPartTime = seedPosting({
  path: "/job-hastings-mi-pmr-parttime",
  identifier: "pmr-np-pa-hastings-mi-part-time-2025",
  layout: "B",
  title,
  shortTitle: "Part-Time PM&R NP/PA - Hastings, MI",
  specialty: pmrSpecialty,
  roles: pmrRoles,
  locations: [{ locality: "Hastings", region: "MI", postalCode: "49058" }],
  nearbyCommunities: [
    "Middleville",
    "Nashville",
    "Delton",
    "Caledonia",
    "Charlotte",
    "Battle Creek",
    "Grand Rapids",
    "Kalamazoo",
  ],
  employmentTypes: ["PART_TIME"],
  hours: "12-24 hours per week",
  pay: { kind: "range", min: 70, max: 90, unit: "HOUR", plus: true },
  benefits: pmrPartTimeBenefits,
  benefitsNote: pmrPartTimeBenefitsNote,
  locationTag: "HASTINGS, MI",
  lifestyleTag: "Flexible Part-Time",
  highlight: {
    title: "A few days a week in Barry County",
    text: "Part-time rehabilitation medicine with malpractice insurance covered and a collaborating physician provided.",
  },
  about: [
    "A physical medicine and rehabilitation (PM&R) group is hiring a part-time nurse practitioner or physician assistant in Hastings, Michigan, for 12-24 hours a week. You will see patients in post-acute and skilled nursing rehabilitation, evaluating function, managing pain and working with therapists to get people safely home.",
    "The role is paid hourly, with malpractice insurance covered and a collaborating physician provided. No additional employment benefits are included. It is a good fit for an experienced clinician easing toward retirement, a parent wanting school-day hours, or a provider adding a second role.",
  ],
  whyYoullLoveIt: {
    heading: "Why You'll Love This Role",
    items: [
      "Strong hourly pay for part-time work",
      "12-24 hours a week, planned with you",
      "Malpractice insurance covered",
      "A collaborating physician for support",
      "A friendly small city between Grand Rapids and Battle Creek",
    ],
  },
  responsibilities: { heading: "Your Responsibilities", items: pmrResponsibilities },
  qualifications: {
    required: [
      "Nurse practitioner or physician assistant with national certification",
      "Active Michigan NP or PA license",
    ],
    preferred: ["PM&R experience", "Post-acute or skilled nursing experience"],
  },
  whatWeOffer: [
    "Hours that fit around the rest of your life",
    "A small, supportive clinical community",
    "Free, confidential support from our recruiting team from first conversation to first day",
  ],
  skills: pmrSkills,
  education: pmrEducation,
  experience: pmrExperience,
  keywords: [
    ...pmrCoreKeywords,
    "Part-Time NP Jobs",
    "Part-Time PA Jobs",
    "Hastings MI NP Jobs",
    "Hastings MI PA Jobs",
    "Barry County Healthcare Jobs",
    "West Michigan Healthcare Jobs",
    "Michigan NP Jobs",
    "Michigan PA Jobs",
    "Grand Rapids Area Jobs",
    "Hourly NP Jobs",
    "Flexible Schedule",
    "Michigan License",
  ],
  apply: {
    subject: "Application for Part-Time PM&R NP/PA Position - Hastings, MI",
    body: applyBody(`${title} - Hastings, MI`),
  },
  explore: [
    partnerListings.allNp,
    partnerListings.allPa,
    partnerListings.npInState("Michigan"),
    partnerListings.paInState("Michigan"),
  ],
  datePosted: "2025-01-16",
  validThrough: "2025-04-30",
  meta: {
    title: "Part-Time PM&R NP or PA Job in Hastings, MI: $70-$90+/hr",
    description:
      "Part-time PM&R nurse practitioner or physician assistant in Hastings, Michigan: 12-24 hours a week, $70-$90+/hour, malpractice covered, collaborating physician.",
    keywords: [
      "part-time nurse practitioner Michigan",
      "Hastings MI PA job",
      "PM&R part-time",
      "West Michigan NP jobs",
    ],
  },
});
