import { seedPosting } from "./seed-posting";

export const oklahomaNeuropathy = seedPosting({
  path: "/job-oklahoma-neuropathy",
  identifier: "midwest-city-ok-neuropathy-np-2025",
  layout: "A",
  title: "Nurse Practitioner - Neuropathy Care",
  shortTitle: "Neuropathy NP - Midwest City, OK",
  specialty: "Neuropathy",
  roles: ["NP"],
  locations: [{ locality: "Midwest City", region: "OK", postalCode: "73110" }],
  nearbyCommunities: [
    "Oklahoma City",
    "Del City",
    "Choctaw",
    "Nicoma Park",
    "Spencer",
    "Harrah",
    "Moore",
    "Norman",
    "Edmond",
    "Shawnee",
  ],
  hours: "Full-time employed, four 10-hour days",
  schedule: "Monday-Thursday, 7:00 AM-5:00 PM",
  pay: { kind: "exact", value: 130_000, unit: "YEAR" },
  benefits: [
    "Medical insurance premiums paid",
    "Dental insurance premiums paid",
    "Malpractice insurance covered",
    "Continuing medical education (CME)",
    "3 weeks paid time off (PTO)",
    "Paid sick days",
  ],
  about: [
    "A neuropathy treatment clinic in Midwest City, Oklahoma, is hiring a full-time, employed nurse practitioner to lead its patient care. The clinic serves people living with peripheral neuropathy, whether from diabetes, chemotherapy, injury or an unknown cause, and combines careful assessment, non-surgical treatment and close follow-up to ease pain and restore balance, sensation and confidence.",
    "Because the role also guides the clinical team day to day, the clinic is looking for an NP who brings both neuropathy experience and leadership: someone patients trust and colleagues follow.",
  ],
  whyYoullLoveIt: {
    heading: "Why Work Here",
    items: [
      "A four-day week: Monday to Thursday, with every Friday free",
      "Medical and dental premiums paid by the employer",
      "A focused specialty where you see measurable progress in your patients",
      "Clinical leadership with a real say in how care is delivered",
      "Three weeks of PTO plus paid sick days",
    ],
  },
  responsibilities: {
    heading: "Treatment Focus",
    items: [
      "Evaluation of peripheral neuropathy: history, neurological and vascular examination, sensory and balance testing",
      "Individualized, non-surgical treatment plans and progress reviews",
      "Management of contributing conditions such as diabetes, in coordination with primary care",
      "Fall-risk assessment and patient education on foot care, footwear and home safety",
      "Supervision and training of clinical staff, and oversight of clinic quality",
      "Accurate, timely documentation and communication with referring providers",
    ],
  },
  qualifications: {
    required: [
      "Active Oklahoma nurse practitioner license",
      "Experience treating patients with neuropathy",
      "Leadership experience: leading a clinical team, a clinic or a service line",
      "National NP certification",
    ],
    preferred: [
      "Background in neurology, podiatry, pain management, endocrinology or wound care",
      "Experience building patient education programs",
    ],
  },
  whatWeOffer: [
    "A full-time, employed position, not a contract",
    "A compact four-day schedule",
    "CME support to keep your neuropathy practice current",
    "Free, confidential support from our recruiting team from first conversation to first day",
  ],
  skills: [
    "Neuropathy assessment and treatment",
    "Neurological examination",
    "Diabetes management",
    "Fall-risk assessment",
    "Clinical leadership",
    "Patient education",
  ],
  education: {
    category: "postgraduate degree",
    description:
      "Master's or doctoral degree from an accredited nurse practitioner program, with national certification",
  },
  experience: {
    description: "Neuropathy treatment experience and clinical leadership experience required",
  },
  keywords: [],
  apply: { subject: "Application for Neuropathy NP Position - Midwest City, Oklahoma" },
  datePosted: "2025-01-16",
  validThrough: "2025-04-30",
  structuredData: false,
  linkHome: false,
  meta: {
    title: "Neuropathy Nurse Practitioner Job in Midwest City, OK",
    description:
      "Full-time employed neuropathy NP in Midwest City, Oklahoma: 7am-5pm Monday-Thursday, $130,000/yr, paid medical and dental premiums, 3 weeks PTO.",
    keywords: [
      "neuropathy nurse practitioner",
      "nurse practitioner jobs Oklahoma",
      "Midwest City NP job",
      "Oklahoma City nurse practitioner",
      "neuropathy clinic NP",
    ],
  },
});
