import { partnerListings } from "./partner-links";
import { applyBody } from "./recruiter";
import { seedPosting } from "./seed-posting";

const title = "Remote Sales Representative - Skilled Nursing Facilities";

export const salesRepresentative = seedPosting({
  path: "/job-sales-representative",
  legacyPaths: ["/jobs/sales-representative-remote"],
  identifier: "remote-sales-representative-snf-2025",
  layout: "B",
  title,
  shortTitle: "Remote Sales Representative",
  specialty: "Healthcare Sales",
  roles: [],
  occupation: {
    code: "41-3091.00",
    name: "Sales Representatives of Services, Except Advertising, Insurance, Financial Services, and Travel",
  },
  locations: [],
  remote: { label: "Remote (US)", applicantLocations: [{ type: "Country", name: "US" }] },
  locationNote: "Remote, covering a territory of 4-5 states, with 2-3 tradeshows a year",
  openings: 3,
  hours: "40 hours per week",
  schedule: "Remote, with travel to 2-3 tradeshows a year",
  pay: { kind: "exact", value: 75_000, unit: "YEAR" },
  bonus: {
    amount: 500,
    upTo: false,
    annual: false,
    per: "facility onboarded",
    detail:
      "$250 paid when the facility is onboarded and a $250 retention bonus after it has been active for 12 months",
  },
  benefits: [],
  locationTag: "REMOTE",
  lifestyleTag: "Work From Home",
  highlight: {
    title: "Three openings, each with its own territory",
    text: "Every new facility you bring on earns a bonus twice: once when it starts and again when it is still active a year later.",
  },
  about: [
    "A growing post-acute medical group is hiring three full-time sales representatives to introduce its clinical services to skilled nursing facilities. Each representative owns a territory of four to five states and works remotely, building relationships with administrators, directors of nursing and rehabilitation leaders.",
    "You will run the full cycle: finding the facilities that need better access to specialist providers, explaining how the group's clinicians work alongside facility staff, and seeing each new partner through onboarding. A few times a year you will represent the group at industry tradeshows.",
  ],
  whyYoullLoveIt: {
    heading: "Why You'll Love This Role",
    items: [
      "Work from home, with your own multi-state territory",
      "A guaranteed base salary plus a bonus for every facility you onboard",
      "A retention bonus that rewards partnerships built to last",
      "A service that improves care for residents of the facilities you sign",
      "Only a handful of tradeshows a year: most of your selling happens by phone and video",
    ],
  },
  responsibilities: {
    heading: "Your Responsibilities",
    items: [
      "Build and work a pipeline of skilled nursing facilities across a 4-5 state territory",
      "Reach administrators, directors of nursing and rehabilitation directors by phone, e-mail and video",
      "Present the group's clinical services and tailor proposals to each facility's needs",
      "Coordinate onboarding with the clinical operations team so new facilities start smoothly",
      "Stay in touch with onboarded facilities to keep partnerships active",
      "Represent the group at 2-3 tradeshows a year",
      "Keep accurate records of activity and pipeline in the CRM",
    ],
  },
  qualifications: {
    required: [
      "Two or more years of business-to-business sales experience",
      "Confidence prospecting by phone and closing without face-to-face meetings",
      "Self-direction and discipline to work remotely across several states",
      "Availability to travel to 2-3 tradeshows a year",
    ],
    preferred: [
      "Sales experience with skilled nursing, long-term care or post-acute providers",
      "Familiarity with how skilled nursing facilities are run and staffed",
      "A bachelor's degree",
    ],
  },
  whatWeOffer: [
    "A full-time, 40-hour-per-week remote position",
    "A base salary plus a bonus for each facility you bring on",
    "A defined territory of your own",
    "A clinical team that delivers on what you sell",
  ],
  skills: [
    "Business-to-business sales",
    "Territory management",
    "Prospecting and pipeline management",
    "Relationship building",
    "Skilled nursing and long-term care",
    "CRM",
  ],
  education: {
    category: "high school",
    description: "High school diploma or equivalent; a bachelor's degree is a plus",
  },
  experience: {
    months: 24,
    description: "Two or more years of business-to-business sales experience",
  },
  keywords: [
    "Remote Sales Jobs",
    "Healthcare Sales Representative",
    "Skilled Nursing Facility Sales",
    "Post-Acute Care Sales",
    "Long-Term Care Sales",
    "Work From Home Sales",
    "B2B Sales",
    "Territory Sales Representative",
    "Medical Services Sales",
    "Business Development",
    "Healthcare Business Development",
    "Sales Bonus",
    "Remote Jobs",
    "Full-Time Remote",
  ],
  apply: { subject: "Application for Remote Sales Representative Position", body: applyBody(title) },
  explore: [partnerListings.allNp, partnerListings.allPa, partnerListings.remote, partnerListings.fullTime],
  datePosted: "2025-01-16",
  validThrough: "2025-03-31",
  meta: {
    title: "Remote Healthcare Sales Representative: $75K Base",
    description:
      "Three remote sales representatives selling to skilled nursing facilities: $75,000 base plus $500 per facility onboarded, 40 hours a week, 4-5 state territory.",
    keywords: [
      "remote healthcare sales jobs",
      "skilled nursing facility sales representative",
      "post-acute sales",
      "work from home sales job",
    ],
  },
});
