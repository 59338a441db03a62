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

export const ilMoPmr = seedPosting({
  path: "/job-il-mo-pmr",
  legacyPaths: ["/jobs/il-mo-pmr"],
  identifier: "pmr-np-pa-illinois-missouri-2025",
  layout: "B",
  title,
  shortTitle: "PM&R NP/PA - Illinois & Missouri (St. Louis Area)",
  specialty: pmrSpecialty,
  roles: pmrRoles,
  locations: [
    { locality: "Godfrey", region: "IL", postalCode: "62035" },
    { locality: "Alton", region: "IL", postalCode: "62002" },
    { locality: "Wood River", region: "IL", postalCode: "62095" },
    { locality: "St. Louis", region: "MO", postalCode: "63125" },
    { locality: "Ballwin", region: "MO", postalCode: "63021" },
  ],
  nearbyCommunities: [
    "Edwardsville, IL",
    "Granite City, IL",
    "East Alton, IL",
    "Bethalto, IL",
    "Kirkwood, MO",
    "Chesterfield, MO",
    "Manchester, MO",
    "Webster Groves, MO",
    "Oakville, MO",
  ],
  hours: "32-40 hours per week",
  pay: { kind: "upTo", max: 135_000, unit: "YEAR" },
  bonus: { amount: 26_000, upTo: false, annual: false },
  benefits: pmrFullTimeBenefits,
  locationTag: "ILLINOIS & MISSOURI",
  lifestyleTag: "Greater St. Louis",
  highlight: {
    title: "Five communities across the Mississippi",
    text: "Serve patients in Godfrey, Alton and Wood River, Illinois, and in south St. Louis and Ballwin, Missouri.",
  },
  about: [
    "A physical medicine and rehabilitation (PM&R) group is hiring a full-time nurse practitioner or physician assistant to cover its greater St. Louis region: Godfrey, Alton and Wood River on the Illinois side, and south St. Louis and Ballwin in Missouri. You will care for patients in post-acute and skilled nursing rehabilitation after stroke, surgery, injury and illness.",
    "Licensure in both Illinois and Missouri is preferred; if you hold one, the group welcomes your willingness to obtain the other and will set your initial facilities accordingly.",
  ],
  whyYoullLoveIt: {
    heading: "Why You'll Love This Role",
    items: [
      "Base salary plus a bonus",
      "A 32-40 hour full-time week",
      "Variety across five communities in two states",
      "A metro area with big-city amenities and an easy cost of living",
      "Health, dental, vision, PTO and retirement benefits",
    ],
  },
  responsibilities: { heading: "Your Responsibilities", items: pmrResponsibilities },
  qualifications: {
    required: [
      "Nurse practitioner or physician assistant with national certification",
      "Active Illinois or Missouri NP or PA license",
    ],
    preferred: [
      "Dual Illinois and Missouri licensure, or willingness to obtain it",
      "PM&R experience",
      "Post-acute or skilled nursing experience",
    ],
  },
  whatWeOffer: [
    "Facilities grouped to keep drive times reasonable",
    "Physiatrist guidance as you deepen your rehabilitation skills",
    "Free, confidential support from our recruiting team from first conversation to first day",
  ],
  skills: pmrSkills,
  education: pmrEducation,
  experience: pmrExperience,
  keywords: [
    ...pmrCoreKeywords,
    "St. Louis NP Jobs",
    "St. Louis PA Jobs",
    "Godfrey IL Healthcare Jobs",
    "Alton IL Healthcare Jobs",
    "Wood River Healthcare Jobs",
    "Ballwin Healthcare Jobs",
    "Illinois NP Jobs",
    "Missouri NP Jobs",
    "Illinois PA Jobs",
    "Missouri PA Jobs",
    "Metro East Jobs",
    "Dual-State License",
  ],
  apply: {
    subject: "Application for PM&R NP/PA Position - Illinois and Missouri",
    body: applyBody(`${title} - Illinois and Missouri`),
  },
  explore: [
    partnerListings.allNp,
    partnerListings.allPa,
    partnerListings.npInState("Illinois"),
    partnerListings.npInState("Missouri"),
  ],
  datePosted: "2025-01-16",
  validThrough: "2025-04-30",
  meta: {
    title: "PM&R NP or PA Job in Illinois and Missouri (St. Louis)",
    description:
      "Full-time PM&R NP or PA across Godfrey, Alton, Wood River (IL), St. Louis and Ballwin (MO): base up to $135K plus a $26K bonus, 32-40 hours.",
    keywords: [
      "PM&R nurse practitioner St. Louis",
      "physician assistant jobs Illinois Missouri",
      "Alton IL NP job",
      "Ballwin PA job",
    ],
  },
});
