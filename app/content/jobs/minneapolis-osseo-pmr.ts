import { partnerJobUrl, partnerListings } from "./partner-links";
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

export const minneapolisOsseoPmr = seedPosting({
  path: "/job-minneapolis-osseo-pmr",
  identifier: "pmr-np-pa-minneapolis-osseo-mn-2025",
  layout: "B",
  title,
  shortTitle: "PM&R NP/PA - Minneapolis & Osseo, MN",
  specialty: pmrSpecialty,
  roles: pmrRoles,
  locations: [
    { locality: "Minneapolis", region: "MN", postalCode: "55427" },
    { locality: "Osseo", region: "MN", postalCode: "55369" },
  ],
  nearbyCommunities: [
    "Maple Grove",
    "Brooklyn Park",
    "Brooklyn Center",
    "Plymouth",
    "Crystal",
    "New Hope",
    "Champlin",
    "Robbinsdale",
    "Golden Valley",
  ],
  hours: "32-40 hours per week",
  schedule: "Weekdays; no nights or weekends",
  pay: { kind: "upTo", max: 140_000, unit: "YEAR" },
  bonus: { amount: 26_000, upTo: false, annual: false },
  benefits: pmrFullTimeBenefits,
  locationTag: "MINNEAPOLIS & OSSEO",
  lifestyleTag: "No Nights or Weekends",
  highlight: {
    title: "Daytime hours, evenings and weekends free",
    text: "A full-time PM&R role in Minneapolis and Osseo with no nights and no weekends.",
  },
  about: [
    "A physical medicine and rehabilitation (PM&R) group is hiring a full-time nurse practitioner or physician assistant to serve patients in Minneapolis and Osseo, in the northwest Twin Cities. You will care for people in post-acute and skilled nursing rehabilitation, setting goals with them and the therapy team and seeing each recovery through.",
    "The schedule is a daytime one with no nights and no weekends, so the role suits clinicians who want full-time rehabilitation medicine and reliable time at home. Applications go through the partner's job page or directly by e-mail to your recruiter.",
  ],
  whyYoullLoveIt: {
    heading: "Why You'll Love This Role",
    items: [
      "Base salary plus a bonus",
      "No nights and no weekends",
      "Two neighboring communities in the northwest metro",
      "Collaborative physicians and therapists",
      "Health, dental, vision, PTO and retirement benefits",
    ],
  },
  responsibilities: { heading: "Your Responsibilities", items: pmrResponsibilities },
  qualifications: {
    required: [
      "Nurse practitioner or physician assistant with national certification",
      "Active Minnesota NP or PA license",
    ],
    preferred: ["PM&R experience", "Post-acute or skilled nursing experience"],
  },
  whatWeOffer: [
    "A daytime, weekday rhythm",
    "Physiatrist guidance as you deepen your rehabilitation skills",
    "Free, confidential support from our recruiting team from first conversation to first day",
  ],
  skills: pmrSkills,
  education: pmrEducation,
  experience: pmrExperience,
  keywords: [
    ...pmrCoreKeywords,
    "Minneapolis NP Jobs",
    "Minneapolis PA Jobs",
    "Osseo NP Jobs",
    "Osseo PA Jobs",
    "Maple Grove Healthcare Jobs",
    "Twin Cities NP Jobs",
    "Minnesota NP Jobs",
    "Minnesota PA Jobs",
    "No Nights or Weekends",
    "Full-Time PM&R Jobs",
    "Minnesota License",
    "PM&R Bonus",
  ],
  apply: {
    subject: "Application for PM&R NP/PA Position - Minneapolis and Osseo, MN",
    body: applyBody(`${title} - Minneapolis and Osseo, MN`),
    partnerJobUrl: partnerJobUrl("pmr-np-pa-minneapolis-osseo-mn"),
  },
  explore: [
    partnerListings.allNp,
    partnerListings.allPa,
    partnerListings.npInState("Minnesota"),
    partnerListings.paInState("Minnesota"),
  ],
  datePosted: "2025-01-16",
  validThrough: "2025-04-30",
  meta: {
    title: "PM&R NP or PA Job in Minneapolis and Osseo, MN",
    description:
      "Full-time PM&R NP or PA in Minneapolis and Osseo, Minnesota: base up to $140K plus a $26K bonus, 32-40 hours, no nights or weekends.",
    keywords: [
      "PM&R nurse practitioner Minnesota",
      "Osseo MN physician assistant job",
      "Minneapolis NP job",
      "no weekends NP job",
    ],
  },
});
