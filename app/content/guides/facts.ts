/**
 * Figures that appear on more than one guide, kept in one place. Firm claims use the guide-page
 * readings of the spec (48-72 hours, 2-4 weeks); public statistics name their source and year
 * wherever a page states them.
 */
export const firmClaims = {
  candidateTurnaround: "48-72 hours",
  placementTime: "2-4 weeks",
  responseTime: "20 minutes",
  candidateDatabase: "over 5 million",
  npAverageSalary: "$125,000-$145,000",
  paAverageSalary: "$120,000-$140,000",
  signingBonus: "$5,000-$30,000",
  signingBonusPayout: "1-2 years",
  cmeAllowance: "$2,000-$5,000",
  pto: "3-5 weeks",
  locumMinimum: "2 weeks",
  locumStart: "1-2 weeks",
} as const;

/** US Bureau of Labor Statistics, Occupational Outlook Handbook: May 2023 pay, 2023-33 projections. */
export const bls = {
  npMedianPay: "$126,260",
  npGrowth: "46%",
  aprnGroupGrowth: "40%",
  paMedianPay: "$130,020",
  paGrowth: "28%",
  rnMedianPay: "$86,070",
  allOccupationsMedianPay: "$48,060",
  allOccupationsGrowth: "4%",
  payYear: "May 2023",
  projectionPeriod: "2023-33",
} as const;

export const compacts = {
  nlcStates: 37,
  aprnStates: 4,
  aprnStatesNamed: "Delaware, North Dakota, South Dakota and Utah",
  aprnActivationThreshold: 7,
  aprnPracticeHours: "2,080",
} as const;

/** NCCPA Certificates of Added Qualifications. */
export const caq = {
  specialties: 11,
  totalFee: "$350",
  adminFee: "$100",
  examFee: "$250",
  validityYears: 10,
  windowYears: 6,
  examQuestions: 120,
} as const;
