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

export const springArborArchboldPmr = seedPosting({
  path: "/job-spring-arbor-archbold-pmr",
  legacyPaths: ["/jobs/spring-arbor-archbold-pmr"],
  identifier: "pmr-np-pa-spring-arbor-mi-archbold-oh-2025",
  layout: "B",
  title,
  shortTitle: "PM&R NP/PA - Spring Arbor, MI & Archbold, OH",
  specialty: pmrSpecialty,
  roles: pmrRoles,
  locations: [
    { locality: "Spring Arbor", region: "MI", postalCode: "49283" },
    { locality: "Archbold", region: "OH", postalCode: "43502" },
  ],
  nearbyCommunities: [
    "Jackson, MI",
    "Hillsdale, MI",
    "Adrian, MI",
    "Bryan, OH",
    "Wauseon, OH",
    "Napoleon, OH",
    "Defiance, OH",
    "Toledo, OH",
  ],
  hours: "32-40 hours per week",
  pay: { kind: "upTo", max: 135_000, unit: "YEAR" },
  bonus: { amount: 26_000, upTo: false, annual: false },
  benefits: pmrFullTimeBenefits,
  locationTag: "MICHIGAN & OHIO",
  lifestyleTag: "Small-Town Pace",
  highlight: {
    title: "One role, two states",
    text: "Care for rehabilitation patients in Spring Arbor, Michigan, and Archbold, Ohio. A license in both states is welcome but not required.",
  },
  about: [
    "A physical medicine and rehabilitation (PM&R) group is hiring a full-time nurse practitioner or physician assistant to serve patients in Spring Arbor, Michigan, and Archbold, Ohio. You will care for people in post-acute and skilled nursing rehabilitation, from stroke survivors to patients rebuilding strength after joint replacement.",
    "These are close-knit communities where staff and families know each other and value continuity. A dual Michigan and Ohio license is preferred, but it is not required to start: the group will discuss which facilities you cover with the license you hold.",
  ],
  whyYoullLoveIt: {
    heading: "Why You'll Love This Role",
    items: [
      "Base salary plus a bonus",
      "A 32-40 hour full-time week",
      "Small-town communities with a lower cost of living",
      "Continuity with patients, families and facility staff",
      "Health, dental, vision, PTO and retirement benefits",
    ],
  },
  responsibilities: { heading: "Your Responsibilities", items: pmrResponsibilities },
  qualifications: {
    required: [
      "Nurse practitioner or physician assistant with national certification",
      "Active Michigan or Ohio NP or PA license",
    ],
    preferred: [
      "Dual Michigan and Ohio licensure (preferred, not required)",
      "PM&R experience",
      "Experience in rural or small-community healthcare",
    ],
  },
  whatWeOffer: [
    "A predictable caseload in two neighboring communities",
    "Physiatrist guidance as you deepen your rehabilitation skills",
    "Free, confidential support from our recruiting team from first conversation to first day",
  ],
  skills: pmrSkills,
  education: pmrEducation,
  experience: pmrExperience,
  keywords: [
    ...pmrCoreKeywords,
    "Spring Arbor NP Jobs",
    "Spring Arbor PA Jobs",
    "Archbold NP Jobs",
    "Archbold PA Jobs",
    "Michigan NP Jobs",
    "Michigan PA Jobs",
    "Ohio NP Jobs",
    "Ohio PA Jobs",
    "Jackson County Healthcare Jobs",
    "Northwest Ohio Healthcare Jobs",
    "Full-Time PM&R Jobs",
    "Dual-State License",
  ],
  apply: {
    subject: "Application for PM&R NP/PA Position - Spring Arbor, MI and Archbold, OH",
    body: applyBody(`${title} - Spring Arbor, MI and Archbold, OH`),
  },
  explore: [
    partnerListings.allNp,
    partnerListings.allPa,
    partnerListings.npInState("Michigan"),
    partnerListings.npInState("Ohio"),
  ],
  datePosted: "2025-01-16",
  validThrough: "2025-04-30",
  meta: {
    title: "PM&R NP or PA Job in Spring Arbor, MI and Archbold, OH",
    description:
      "Full-time PM&R NP or PA serving Spring Arbor, MI and Archbold, OH 43502: base up to $135K plus a $26K bonus, 32-40 hours; dual-state license preferred.",
    keywords: [
      "PM&R nurse practitioner Michigan",
      "PM&R physician assistant Ohio",
      "Spring Arbor NP job",
      "Archbold PA job",
    ],
  },
});
