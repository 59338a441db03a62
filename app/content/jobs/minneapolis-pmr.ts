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

export const minneapolisPmr = seedPosting({
  path: "/job-minneapolis-pmr",
  identifier: "pmr-np-pa-minneapolis-mn-2025",
  layout: "B",
  title,
  shortTitle: "PM&R NP/PA - Twin Cities, MN",
  specialty: pmrSpecialty,
  roles: pmrRoles,
  locations: [
    { locality: "Minneapolis", region: "MN", postalCode: "55426" },
    { locality: "Minneapolis", region: "MN", postalCode: "55427" },
  ],
  locationNote: "Twin Cities (Minneapolis-St. Paul), west-metro facilities",
  nearbyCommunities: [
    "St. Paul",
    "St. Louis Park",
    "Golden Valley",
    "Edina",
    "Plymouth",
    "Crystal",
    "New Hope",
    "Brooklyn Park",
    "Bloomington",
    "Minnetonka",
  ],
  hours: "32-40 hours per week",
  pay: { kind: "upTo", max: 140_000, unit: "YEAR" },
  bonus: { amount: 26_000, upTo: false, annual: false },
  benefits: pmrFullTimeBenefits,
  locationTag: "TWIN CITIES",
  lifestyleTag: "Metro Living",
  highlight: {
    title: "Rehabilitation medicine in the Twin Cities",
    text: "A full-time PM&R role in the west metro, close to the lakes, trails and neighborhoods that make Minneapolis-St. Paul so livable.",
  },
  about: [
    "A physical medicine and rehabilitation (PM&R) group is hiring a full-time nurse practitioner or physician assistant in the Twin Cities. Based in the west-metro communities around Minneapolis, you will care for patients in post-acute and skilled nursing rehabilitation as they recover from stroke, surgery, injury and long illness.",
    "You will join clinicians who value teamwork and careful medicine, with physician support for complex cases and therapy colleagues who share your goals for each patient.",
  ],
  whyYoullLoveIt: {
    heading: "Why You'll Love This Role",
    items: [
      "Base salary plus a bonus",
      "A 32-40 hour full-time week",
      "A west-metro caseload with manageable drive times",
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
    "Life in one of the country's most livable metro areas",
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
    "Twin Cities NP Jobs",
    "Twin Cities PA Jobs",
    "St. Paul Healthcare Jobs",
    "Minnesota NP Jobs",
    "Minnesota PA Jobs",
    "West Metro Healthcare Jobs",
    "Full-Time PM&R Jobs",
    "Minnesota License",
    "PM&R Bonus",
    "Hennepin County Healthcare Jobs",
  ],
  apply: {
    subject: "Application for PM&R NP/PA Position - Minneapolis, MN",
    body: applyBody(`${title} - Minneapolis, MN`),
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
    title: "PM&R NP or PA Job in Minneapolis-St. Paul: Up to $140K",
    description:
      "Full-time PM&R nurse practitioner or physician assistant in the Twin Cities: base up to $140K plus a $26K bonus, 32-40 hours, Minnesota license, full benefits.",
    keywords: [
      "PM&R nurse practitioner Minneapolis",
      "Twin Cities physician assistant job",
      "Minnesota NP jobs",
      "rehabilitation PA Minnesota",
    ],
  },
});
