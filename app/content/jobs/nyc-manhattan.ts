import { seedPosting } from "./seed-posting";

export const nycManhattan = seedPosting({
  path: "/job-nyc-manhattan",
  identifier: "midtown-manhattan-pa-c-primary-care-2025",
  layout: "A",
  title: "Physician Assistant (PA-C) - Internal Medicine and Primary Care",
  shortTitle: "PA-C Primary Care - Midtown Manhattan",
  specialty: "Internal Medicine & Primary Care",
  roles: ["PA"],
  locations: [{ locality: "New York", region: "NY", postalCode: "10036" }],
  locationNote: "Midtown Manhattan, close to Times Square and Bryant Park",
  nearbyCommunities: [
    "Hell's Kitchen",
    "Times Square",
    "Chelsea",
    "Murray Hill",
    "Upper West Side",
    "Long Island City",
    "Hoboken, NJ",
    "Jersey City, NJ",
  ],
  hours: "Weekday daytime hours",
  schedule: "Monday-Friday, 10:00 AM-6:00 PM",
  callRequirement: "No on-call",
  pay: { kind: "range", min: 140_000, max: 165_000, unit: "YEAR", plus: false },
  benefits: [],
  about: [
    "A well-regarded internal medicine and primary care practice in Midtown Manhattan is hiring a certified physician assistant (PA-C). The practice cares for a diverse adult panel drawn from the offices, theaters and apartment blocks around Times Square and Hell's Kitchen, and it values clinicians who pair thorough medicine with clear, unhurried communication.",
    "You will work 10 to 6, Monday to Friday, with no on-call: a schedule that keeps your mornings calm, your commute outside the worst of rush hour and your evenings your own.",
  ],
  whyYoullLoveIt: {
    heading: "Why Work Here",
    items: [
      "No on-call, no weekends and a 10 AM start",
      "Broad adult internal medicine with real diagnostic variety",
      "Physician colleagues on site for consultation and collaboration",
      "A central Midtown location close to major subway and bus lines",
      "A salary range that reflects the Manhattan market",
    ],
  },
  responsibilities: {
    heading: "Treatment Focus",
    items: [
      "Comprehensive adult primary care: annual physicals, screenings and immunizations",
      "Management of chronic conditions such as hypertension, diabetes, hyperlipidemia, thyroid disease and asthma",
      "Same-day sick visits and follow-up after urgent care or hospital discharge",
      "Ordering and interpreting laboratory work, ECGs and imaging",
      "Medication management and patient education",
      "Referral and coordination with Manhattan specialists",
    ],
  },
  qualifications: {
    required: [
      "Certified physician assistant (PA-C), NCCPA certification current",
      "New York State physician assistant license, or eligibility to hold one before your start date",
      "Confident, organized documentation in an electronic health record",
    ],
    preferred: [
      "At least one year of internal medicine, family medicine or primary care experience",
      "Experience caring for a diverse, urban patient population",
    ],
  },
  whatWeOffer: [
    "A full-time, salaried position with a long-established practice",
    "A full-time benefits package, detailed by your recruiter on your first call",
    "Predictable weekday hours that leave room for life outside medicine",
    "Free, confidential support from our recruiting team from first conversation to first day",
  ],
  skills: [
    "Internal medicine",
    "Primary care",
    "Chronic disease management",
    "Preventive medicine",
    "Electronic health records",
    "Patient education",
  ],
  education: {
    category: "postgraduate degree",
    description:
      "Master's degree from an ARC-PA accredited physician assistant program, with NCCPA certification",
  },
  experience: {
    months: 0,
    description: "Internal medicine, family medicine or primary care experience preferred",
  },
  keywords: [],
  apply: { subject: "Application for PA-C Position - Midtown Manhattan, NYC" },
  datePosted: "2025-01-16",
  validThrough: "2025-04-30",
  meta: {
    title: "PA-C Job in Midtown Manhattan: Internal Medicine",
    description:
      "Full-time PA-C in internal medicine and primary care, Midtown Manhattan (10036): Monday-Friday 10-6, no on-call, $140,000-$165,000 a year.",
    keywords: [
      "physician assistant jobs NYC",
      "PA-C jobs Manhattan",
      "primary care physician assistant New York",
      "internal medicine PA job",
      "Midtown Manhattan PA",
    ],
  },
});
