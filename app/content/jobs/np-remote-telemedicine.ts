import { partnerListings } from "./partner-links";
import { applyBody } from "./recruiter";
import { seedPosting } from "./seed-posting";

const title = "Telemedicine Nurse Practitioner (FNP, ANP or AGNP) - Remote";

export const npRemoteTelemedicine = seedPosting({
  path: "/job-np-remote-telemedicine",
  legacyPaths: ["/jobs/np-remote-telemedicine"],
  identifier: "remote-telemedicine-np-2025",
  layout: "B",
  title,
  shortTitle: "Remote Telemedicine NP",
  specialty: "Telemedicine",
  roles: ["NP"],
  locations: [],
  remote: { label: "Remote (US)", applicantLocations: [{ type: "Country", name: "US" }] },
  locationNote: "Remote; an Illinois license is required",
  employmentTypes: ["FULL_TIME", "PART_TIME"],
  hours: "Full-time 32+ hours or part-time 12-16 hours per week",
  schedule: "Evening slots 5:30-6:00 PM available",
  pay: { kind: "upTo", max: 60, unit: "HOUR" },
  benefits: ["Benefits for full-time staff"],
  locationTag: "REMOTE",
  lifestyleTag: "Work From Home",
  highlight: {
    title: "Full-time or part-time, from home",
    text: "Choose 32+ hours a week with benefits, or 12-16 hours a week alongside your current role.",
  },
  about: [
    "A telehealth medical group is hiring remote nurse practitioners certified as FNP, ANP or AGNP to see its patients by secure video. The work centers on two kinds of visit: annual wellness visits of about 60 minutes and collaborative care visits of 30-40 minutes.",
    "Visits are scheduled for you, and the pace allows for thorough, preventive conversations rather than rushed encounters. Full-time and part-time schedules are both available, including evening slots for clinicians who prefer to work later in the day.",
  ],
  whyYoullLoveIt: {
    heading: "Why You'll Love This Role",
    items: [
      "Work from home, with no commute and no clinic overhead",
      "Unhurried visits: about an hour for each annual wellness visit",
      "Full-time or part-time, so the role fits around your life",
      "Preventive, relationship-based care that patients value",
      "Evening slots for clinicians who work best later in the day",
    ],
  },
  responsibilities: {
    heading: "Your Responsibilities",
    items: [
      "Conduct annual wellness visits (about 60 minutes): health-risk assessment, review of history and medications, screening schedule and a personalized prevention plan",
      "Conduct collaborative care visits (30-40 minutes) that follow up on chronic and behavioral-health conditions with the patient's care team",
      "Screen for depression, cognitive change and fall risk, and coordinate next steps",
      "Document each visit accurately in the electronic health record",
      "Communicate findings and recommendations to patients' primary care providers",
    ],
  },
  qualifications: {
    required: [
      "Nurse practitioner certified as FNP, ANP or AGNP",
      "Active Illinois nurse practitioner license",
      "A private, quiet workspace and reliable high-speed internet",
    ],
    preferred: [
      "Licenses in other states",
      "Telehealth experience",
      "Primary care, geriatrics or behavioral-health integration experience",
    ],
  },
  whatWeOffer: [
    "Full-time (32+ hours) or part-time (12-16 hours) schedules",
    "Remote work with visits scheduled for you",
    "Evening slots 5:30-6:00 PM for those who want them",
  ],
  skills: [
    "Telehealth",
    "Annual wellness visits",
    "Collaborative care",
    "Preventive care",
    "Chronic disease management",
    "Behavioral health screening",
  ],
  education: {
    category: "postgraduate degree",
    description:
      "Master's or doctoral degree from an accredited nurse practitioner program, with FNP, ANP or AGNP certification",
  },
  experience: {
    months: 0,
    description: "Telehealth and primary care experience preferred",
  },
  keywords: [
    "Telemedicine Nurse Practitioner",
    "Remote NP Jobs",
    "Telehealth NP",
    "Work From Home Nurse Practitioner",
    "FNP Jobs",
    "ANP Jobs",
    "AGNP Jobs",
    "Annual Wellness Visits",
    "Collaborative Care",
    "Illinois NP License",
    "Part-Time NP Jobs",
    "Full-Time NP Jobs",
    "Virtual Care",
    "Preventive Care",
  ],
  apply: { subject: "Application for Remote Telemedicine NP Position", body: applyBody(title) },
  explore: [
    partnerListings.allNp,
    partnerListings.allPa,
    partnerListings.remote,
    partnerListings.npInState("Illinois"),
  ],
  datePosted: "2025-01-16",
  validThrough: "2025-03-31",
  meta: {
    title: "Remote Telemedicine NP Job: FNP, ANP or AGNP",
    description:
      "Remote telemedicine nurse practitioner (FNP, ANP or AGNP): annual wellness and collaborative care visits, up to $60/hour, full-time or part-time, Illinois license.",
    keywords: [
      "remote nurse practitioner jobs",
      "telemedicine NP",
      "telehealth nurse practitioner Illinois",
      "work from home NP",
    ],
  },
});
