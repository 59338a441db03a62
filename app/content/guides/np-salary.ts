import { site } from "#app/content/site";
import { bls, firmClaims } from "./facts";
import { defineEditorialGuide } from "./schema";
import { sources } from "./sources";

export const npSalaryGuide = defineEditorialGuide("np-salary", {
  path: "/nurse-practitioner-salary-guide",
  role: "NP",
  eyebrow: "Compensation guide",
  title: "Nurse Practitioner Salary Guide",
  intro:
    "What nurse practitioners earn and why offers differ: base pay by specialty and setting, the bonuses, CME and time off that make up the rest of the package, and how to negotiate. Written for NPs weighing an offer and for employers building one.",
  keyFacts: [
    {
      value: firmClaims.npAverageSalary,
      label: "Typical full-time NP base salary in the offers we negotiate",
    },
    {
      value: bls.npMedianPay,
      label: `Median annual pay for nurse practitioners, ${bls.payYear}`,
      source: "bls-ooh-np",
    },
    {
      value: firmClaims.signingBonus,
      label: `Signing bonuses, usually paid over ${firmClaims.signingBonusPayout}`,
    },
    { value: firmClaims.pto, label: "Paid time off in a typical full-time offer" },
  ],
  sections: [
    {
      id: "what-nps-earn",
      heading: "What nurse practitioners earn",
      blocks: [
        {
          type: "paragraph",
          text: `Most full-time nurse practitioners we place accept a base salary between ${firmClaims.npAverageSalary.replace("-", " and ")}. Where an offer lands in that range, or above it, depends on four things: the specialty and population focus, the practice setting, years of experience in that specialty and the local market.`,
        },
        {
          type: "paragraph",
          text: `For a national reference point, the US Bureau of Labor Statistics (BLS) reports a median annual wage of ${bls.npMedianPay} for nurse practitioners in ${bls.payYear}: half of all NPs earned more and half earned less. The BLS wage survey counts production bonuses and incentive pay as wages, so its figures are not directly comparable with a quoted base salary; a base of $130,000 plus a $10,000 productivity bonus appears in BLS data as $140,000.`,
        },
        {
          type: "table",
          caption: "Nurse practitioner pay against national benchmarks",
          columns: ["Benchmark", "Annual pay", "Source"],
          rows: [
            {
              header: "Typical full-time NP base salary in our placements",
              cells: [firmClaims.npAverageSalary, site.name],
            },
            { header: "Median pay, nurse practitioners", cells: [bls.npMedianPay, `BLS, ${bls.payYear}`] },
            { header: "Median pay, registered nurses", cells: [bls.rnMedianPay, `BLS, ${bls.payYear}`] },
            {
              header: "Median pay, all occupations",
              cells: [bls.allOccupationsMedianPay, `BLS, ${bls.payYear}`],
            },
          ],
          note: "BLS medians are for wage and salary workers and include production bonuses; our range is base salary for full-time roles.",
        },
      ],
    },
    {
      id: "current-openings",
      heading: "Pay in our current NP openings",
      whenNoneOpen: {
        heading: "New NP openings and their pay",
        blocks: [
          {
            type: "openings-pay",
            role: "NP",
            caption: "Pay in current nurse practitioner openings, by specialty and setting",
          },
        ],
      },
      blocks: [
        {
          type: "paragraph",
          text: "Published ranges only go so far. These are the pay terms of the nurse practitioner roles we are recruiting for now, by specialty and setting, exactly as the postings state them.",
        },
        {
          type: "openings-pay",
          role: "NP",
          caption: "Pay in current nurse practitioner openings, by specialty and setting",
        },
        {
          type: "paragraph",
          text: "Two patterns recur in the roles we recruit for. Post-acute physical medicine and rehabilitation (PM&R) roles usually pair a base salary with a large bonus, so the total is well above the base figure. Part-time and telehealth roles are usually paid by the hour, which suits NPs adding a second position or working reduced hours.",
        },
      ],
    },
    {
      id: "pay-by-setting",
      heading: "How practice setting shapes pay",
      blocks: [
        {
          type: "paragraph",
          text: "The setting changes not just how much an NP earns but how the pay is built. Two offers with the same headline number can be worth very different amounts once call, shifts and bonus rules are counted.",
        },
        {
          type: "table",
          caption: "How nurse practitioner pay is usually structured, by practice setting",
          columns: ["Setting", "How pay is usually structured", "What to ask about"],
          rows: [
            {
              header: "Primary care and internal medicine",
              cells: [
                "Salary, often with a productivity bonus once visits or work RVUs pass a threshold",
                "Panel size, visit length and how the bonus threshold is set",
              ],
            },
            {
              header: "Hospital medicine and acute care",
              cells: [
                "Salary or hourly shifts, with differentials for nights, weekends and holidays",
                "Shift pattern, differentials and how call is paid",
              ],
            },
            {
              header: "Urgent care and retail clinics",
              cells: [
                "Hourly pay per shift is common",
                "Patients per hour, shift length and on-site physician support",
              ],
            },
            {
              header: "Psychiatric and behavioral health",
              cells: [
                "Salary or per-visit pay; demand for psychiatric-mental health NPs keeps offers strong",
                "The mix of new evaluations and follow-ups, and telehealth options",
              ],
            },
            {
              header: "Post-acute care and rehabilitation (PM&R)",
              cells: [
                "Salary plus a substantial bonus in many roles",
                "Number of facilities, travel between sites and when the bonus is paid",
              ],
            },
            {
              header: "Telehealth",
              cells: [
                "Hourly or per-visit pay; part-time schedules are common",
                "Which state licenses are required and who pays for them",
              ],
            },
            {
              header: "Locum tenens",
              cells: [
                "Hourly or daily rate, usually with travel, housing and malpractice covered",
                "Assignment length, guaranteed hours and cancellation terms",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "what-moves-pay",
      heading: "What moves an NP offer up or down",
      blocks: [
        {
          type: "terms",
          items: [
            {
              term: "Population focus and specialty",
              text: "Psychiatric-mental health and acute-care NPs are the hardest to find and command the strongest offers. Procedure-heavy specialties such as dermatology, cardiology and orthopedics also pay above general primary care.",
            },
            {
              term: "Experience in the specialty",
              text: "Employers pay for years in the specialty more than years since licensure. An NP with three years in cardiology is usually worth more to a cardiology group than one with eight years in unrelated primary care.",
            },
            {
              term: "Location",
              text: "Large metropolitan markets pay more in absolute terms, but rural and underserved areas often match them once signing bonuses and loan-repayment support are included.",
            },
            {
              term: "Schedule and call",
              text: "Evening, weekend and call coverage should be paid for, either in the base or as a separate rate. A four-day or 32-hour week is increasingly traded against a slightly lower base.",
            },
            {
              term: "Productivity model",
              text: "A lower base with a well-designed bonus can out-earn a higher flat salary in a busy practice, and the reverse in a slow one. Ask for the bonus history of NPs already in the role.",
            },
          ],
        },
      ],
    },
    {
      id: "total-compensation",
      heading: "Beyond base salary: the full package",
      blocks: [
        {
          type: "paragraph",
          text: "Benefits often add tens of thousands of dollars to an offer's value. Compare packages line by line, not by base salary alone.",
        },
        {
          type: "table",
          caption: "Components of a typical full-time nurse practitioner offer",
          columns: ["Component", "Typical range", "What to check"],
          rows: [
            {
              header: "Signing bonus",
              cells: [
                `${firmClaims.signingBonus}, paid over ${firmClaims.signingBonusPayout}`,
                "Repayment terms if you leave early, and whether it is paid up front or in instalments",
              ],
            },
            {
              header: "CME allowance",
              cells: [
                `${firmClaims.cmeAllowance} a year`,
                "Paid CME days, and whether license, DEA and certification fees are covered separately",
              ],
            },
            {
              header: "Paid time off",
              cells: [firmClaims.pto, "Whether holidays, sick days and CME days come out of the same bank"],
            },
            {
              header: "Productivity or quality bonus",
              cells: [
                "Varies by setting; each of our postings states its bonus",
                "The formula, the threshold and how often it pays out",
              ],
            },
            {
              header: "Malpractice insurance",
              cells: [
                "Usually employer-paid",
                "Claims-made or occurrence cover, and who pays for tail coverage",
              ],
            },
            {
              header: "Retirement plan",
              cells: ["Employer match varies", "Match rate and vesting schedule"],
            },
          ],
        },
        {
          type: "callout",
          title: "Annualize the signing bonus",
          text: "A $20,000 signing bonus paid over two years adds $10,000 a year, and only if you stay for both. When comparing offers, spread the bonus over its payout period and weigh it against differences in base pay, which compound with every raise.",
        },
      ],
    },
    {
      id: "locum-tenens",
      heading: "Locum tenens and contract pay",
      blocks: [
        {
          type: "paragraph",
          text: `Locum tenens work fills temporary gaps: leave cover, a vacancy during a permanent search or seasonal demand. Assignments run for a minimum of ${firmClaims.locumMinimum}, and where the NP already holds the state license a locum can often start within ${firmClaims.locumStart}.`,
        },
        {
          type: "list",
          style: "bullet",
          items: [
            "Pay is hourly or daily and usually higher than the equivalent permanent salary, because benefits are not included.",
            "Travel, housing and malpractice cover are normally arranged and paid for by the agency or facility.",
            "Check for guaranteed minimum hours and what happens if the facility cancels an assignment early.",
            "Contract NPs are often paid as independent contractors, so taxes, retirement saving and health insurance become their own responsibility.",
          ],
        },
      ],
    },
    {
      id: "negotiating",
      heading: "How to negotiate your NP offer",
      blocks: [
        {
          type: "list",
          style: "numbered",
          items: [
            "Get the complete offer in writing, including the bonus formula, call schedule and benefits, before you respond.",
            "Benchmark each component against the ranges in this guide and against offers for the same specialty in your area.",
            "Negotiate the base first: bonuses and allowances change from year to year, but the base carries into every future raise.",
            "If the base is fixed, ask for a larger or faster signing bonus, more CME money or time, or an extra week of PTO.",
            "Ask about non-compete clauses, notice periods and signing-bonus repayment terms before you sign, not after.",
            "Keep the conversation prompt and professional; employers hiring NPs expect negotiation and rarely withdraw an offer over a reasonable request.",
          ],
        },
      ],
    },
  ],
  leadForm: {
    source: "NP Salary Guide Page",
    title: "Get Your Free Salary Consultation",
    intro: `Weighing an offer or setting pay for a new NP role? Tell us about it and a recruiter will reply within ${firmClaims.responseTime} during business hours with current market figures for your specialty and region. Free for nurse practitioners, with no obligation for employers.`,
    points: [
      "Current base-pay ranges for your specialty, setting and region",
      "How your bonus, CME, PTO and call terms compare with today's offers",
      "What is realistic to negotiate, and what to ask for first",
    ],
  },
  sources: [sources.blsNp, sources.blsRn, sources.blsWageDefinition],
  related: [
    {
      to: "/how-to-recruit-nurse-practitioners",
      label: "How to recruit nurse practitioners",
      text: "The six-step hiring process, from requirements to onboarding.",
    },
    {
      to: "/nurse-practitioner-job-market",
      label: "NP job market",
      text: "Employment growth, where NPs work and hiring trends.",
    },
    {
      to: "/nurse-practitioner-specialties",
      label: "NP specialties",
      text: "Population foci, certifications and the specialties in demand.",
    },
    {
      to: "/nurse-practitioner-licensing",
      label: "NP licensing",
      text: "Compacts, certification and practice authority by state.",
    },
  ],
});
