import { seedPosting } from "./seed-posting";

export const valleyAlabama = seedPosting({
  path: "/job-valley-alabama",
  identifier: "valley-alabama-np-pa-employee-health-2025",
  layout: "A",
  title: "Nurse Practitioner or Physician Assistant - Employee Health Clinic",
  shortTitle: "NP/PA Employee Health Clinic - Valley, AL",
  specialty: "Employee Health & Direct Primary Care",
  roles: ["NP", "PA"],
  locations: [{ locality: "Valley", region: "AL", postalCode: "36854" }],
  locationNote: "On-site clinic in Valley, with virtual care for members across Alabama and Georgia",
  nearbyCommunities: [
    "Lanett, AL",
    "West Point, GA",
    "LaGrange, GA",
    "Opelika, AL",
    "Auburn, AL",
    "Columbus, GA",
  ],
  hours: "Weekday daytime hours",
  schedule: "Monday-Friday, 8:00 AM-5:00 PM",
  callRequirement: "Minimal on-call",
  pay: { kind: "range", min: 120_000, max: 140_000, unit: "YEAR", plus: true },
  benefits: [],
  about: [
    "An established employer in Valley, Alabama, is adding a nurse practitioner or physician assistant to its on-site employee health clinic. The clinic runs on a direct-primary-care model: employees and their families see the same provider for acute visits, chronic disease management and prevention, with no co-pays or insurance paperwork standing between them and their care.",
    "Alongside in-person visits you will provide virtual care to members across Alabama and Georgia, so your panel reaches beyond the clinic walls while your working week stays a steady, daytime one.",
  ],
  whyYoullLoveIt: {
    heading: "Why Work Here",
    items: [
      "Direct primary care: longer visits, a manageable panel and no insurance-driven visit quotas",
      "A weekday daytime schedule with minimal on-call",
      "Real continuity: you come to know the people you care for and the work they do",
      "A blend of in-clinic and virtual care across two states",
      "An employer that invests in the health of its own workforce and backs its clinic",
    ],
  },
  responsibilities: {
    heading: "Treatment Focus",
    items: [
      "Same-day acute care: respiratory infections, minor injuries, skin complaints and other episodic needs",
      "Chronic disease management, including hypertension, diabetes, hyperlipidemia and asthma",
      "Preventive care: annual physicals, screenings, immunizations and health-risk assessments",
      "Occupational health: work-related injuries, return-to-work evaluations and workplace wellness programs",
      "Virtual visits for members in Alabama and Georgia",
      "Care coordination and referrals to local specialists",
    ],
  },
  qualifications: {
    required: [
      "Nurse practitioner or physician assistant with current national certification",
      "Active Alabama license, or eligibility to hold one before your start date",
      "A warm, unhurried approach to patient relationships",
    ],
    preferred: [
      "Experience in primary care, family practice, urgent care or occupational health",
      "Georgia license, or willingness to obtain one, for virtual visits across the state line",
      "Experience with direct primary care or an on-site employer clinic",
      "Comfort delivering care by video",
    ],
  },
  whatWeOffer: [
    "A full-time, employed position with an established employer",
    "A full-time benefits package, detailed by your recruiter on your first call",
    "Time with each patient that direct primary care makes possible",
    "Free, confidential support from our recruiting team from first conversation to first day",
  ],
  skills: [
    "Primary care",
    "Occupational health",
    "Chronic disease management",
    "Preventive medicine",
    "Telehealth",
    "Patient education",
  ],
  education: {
    category: "postgraduate degree",
    description:
      "Master's or doctoral degree from an accredited nurse practitioner or physician assistant program, with national certification",
  },
  experience: {
    months: 0,
    description: "Primary care, urgent care or occupational health experience preferred",
  },
  keywords: [],
  apply: { subject: "Application for NP/PA Position - Valley, Alabama" },
  datePosted: "2025-01-16",
  validThrough: "2025-04-30",
  meta: {
    title: "NP or PA Job in Valley, AL: Employee Health Clinic",
    description:
      "Full-time NP or PA for an on-site employee health clinic in Valley, Alabama: direct primary care, Monday-Friday 8-5, minimal on-call, $120,000-$140,000+.",
    keywords: [
      "nurse practitioner jobs Alabama",
      "physician assistant jobs Alabama",
      "Valley AL NP job",
      "employee health nurse practitioner",
      "direct primary care PA",
    ],
  },
});
