import { site } from "#app/content/site";
import { bls, firmClaims } from "./facts";
import { defineEditorialGuide } from "./schema";
import { sources } from "./sources";

export const paSalaryGuide = defineEditorialGuide("pa-salary", {
  path: "/physician-assistant-salary-guide",
  role: "PA",
  eyebrow: "Compensation guide",
  title: "Physician Assistant Salary Guide",
  intro:
    "What physician assistants earn and why offers differ: base pay by specialty and setting, bonuses, CME and time off, and how to negotiate the package. Written for PAs comparing offers and for employers setting pay for a new role.",
  keyFacts: [
    {
      value: firmClaims.paAverageSalary,
      label: "Typical full-time PA base salary in the offers we negotiate",
    },
    {
      value: bls.paMedianPay,
      label: `Median annual pay for physician assistants, ${bls.payYear}`,
      source: "bls-ooh-pa",
    },
    {
      value: firmClaims.signingBonus,
      label: `Signing bonuses, usually paid over ${firmClaims.signingBonusPayout}`,
    },
    { value: firmClaims.cmeAllowance, label: "Annual CME allowance in a typical full-time offer" },
  ],
  sections: [
    {
      id: "what-pas-earn",
      heading: "What physician assistants earn",
      blocks: [
        {
          type: "paragraph",
          text: `Most full-time physician assistants we place accept a base salary between ${firmClaims.paAverageSalary.replace("-", " and ")}. Surgical and procedural specialties, call coverage and high-cost metropolitan markets push offers above that range; new graduates and lower-cost regions usually start toward its lower end.`,
        },
        {
          type: "paragraph",
          text: `The US Bureau of Labor Statistics (BLS) reports a median annual wage of ${bls.paMedianPay} for physician assistants in ${bls.payYear}. Because the BLS survey counts production bonuses and incentive pay as wages, the median is closer to total cash pay than to base salary alone; a base of $125,000 plus a $10,000 productivity bonus appears in BLS data as $135,000.`,
        },
        {
          type: "table",
          caption: "Physician assistant pay against national benchmarks",
          columns: ["Benchmark", "Annual pay", "Source"],
          rows: [
            {
              header: "Typical full-time PA base salary in our placements",
              cells: [firmClaims.paAverageSalary, site.name],
            },
            { header: "Median pay, physician assistants", cells: [bls.paMedianPay, `BLS, ${bls.payYear}`] },
            { header: "Median pay, nurse practitioners", cells: [bls.npMedianPay, `BLS, ${bls.payYear}`] },
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
      heading: "Pay in our current PA openings",
      whenNoneOpen: {
        heading: "New PA openings and their pay",
        blocks: [
          {
            type: "openings-pay",
            role: "PA",
            caption: "Pay in current physician assistant openings, by specialty and setting",
          },
        ],
      },
      blocks: [
        {
          type: "paragraph",
          text: "These are the pay terms of the physician assistant roles we are recruiting for now, by specialty and setting, exactly as the postings state them.",
        },
        {
          type: "openings-pay",
          role: "PA",
          caption: "Pay in current physician assistant openings, by specialty and setting",
        },
        {
          type: "paragraph",
          text: "Internal medicine and primary care in a high-cost city pays at the top of the market, and post-acute PM&R roles add a large bonus to the base. Hourly part-time roles suit PAs who want a second position or a reduced schedule.",
        },
      ],
    },
    {
      id: "pay-by-setting",
      heading: "How specialty and setting shape PA pay",
      blocks: [
        {
          type: "paragraph",
          text: "PAs move between specialties more easily than most clinicians, so it pays to understand how each one structures compensation before making a switch.",
        },
        {
          type: "table",
          caption: "How physician assistant pay is usually structured, by specialty and setting",
          columns: ["Specialty or setting", "How pay is usually structured", "What to ask about"],
          rows: [
            {
              header: "Surgical specialties",
              cells: [
                "Salary, often with call pay; first-assist duties add to the value of the role",
                "Operating-room hours versus clinic, call frequency and how call is paid",
              ],
            },
            {
              header: "Emergency medicine",
              cells: [
                "Hourly shifts with differentials for nights, weekends and holidays",
                "Shifts per month, patients per hour and physician coverage on site",
              ],
            },
            {
              header: "Hospital medicine",
              cells: [
                "Salary or shift pay, often in week-on, week-off blocks",
                "Census per provider, admissions and night coverage",
              ],
            },
            {
              header: "Primary care and internal medicine",
              cells: [
                "Salary plus a productivity or quality bonus",
                "Panel size, visit length and the bonus formula",
              ],
            },
            {
              header: "Dermatology and other procedural outpatient specialties",
              cells: [
                "Salary plus a percentage of collections in many practices",
                "Payer mix, procedure volume and how collections are counted",
              ],
            },
            {
              header: "Post-acute care and rehabilitation (PM&R)",
              cells: [
                "Salary plus a substantial bonus in many roles",
                "Facilities covered, travel between sites and bonus timing",
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
      heading: "What moves a PA offer up or down",
      blocks: [
        {
          type: "terms",
          items: [
            {
              term: "Specialty experience",
              text: "Years in the specialty matter more than years since certification. A PA with a procedure log that matches the role is worth a premium, and a Certificate of Added Qualifications can support the case.",
            },
            {
              term: "Call and schedule",
              text: "Call, nights and weekends should be paid for explicitly. Ask how often call comes round and whether it is paid per shift or built into the base.",
            },
            {
              term: "Location",
              text: "Metropolitan markets pay more in absolute terms; rural employers often close the gap with signing bonuses, relocation support and loan-repayment help.",
            },
            {
              term: "Supervision model",
              text: "Practices in states with collaborative rather than supervisory arrangements can give experienced PAs more independence, which often comes with productivity-based pay.",
            },
            {
              term: "Productivity model",
              text: "A collections- or RVU-based bonus rewards a full schedule. Ask for the bonus history of PAs already in the role before you value it.",
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
          text: "The benefits in a PA offer can be worth as much as a sizeable raise. Compare them line by line.",
        },
        {
          type: "table",
          caption: "Components of a typical full-time physician assistant offer",
          columns: ["Component", "Typical range", "What to check"],
          rows: [
            {
              header: "Signing bonus",
              cells: [
                `${firmClaims.signingBonus}, paid over ${firmClaims.signingBonusPayout}`,
                "Repayment terms if you leave early, and the payment schedule",
              ],
            },
            {
              header: "CME allowance",
              cells: [
                `${firmClaims.cmeAllowance} a year`,
                "Paid CME days, and whether NCCPA, license and DEA fees are reimbursed separately",
              ],
            },
            {
              header: "Paid time off",
              cells: [firmClaims.pto, "Whether holidays and CME days come out of the same bank"],
            },
            {
              header: "Productivity or quality bonus",
              cells: [
                "Varies by specialty; each of our postings states its bonus",
                "The formula, threshold and payout frequency",
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
              header: "Certification maintenance",
              cells: [
                "Often covered with CME",
                "Time off and fees for the NCCPA recertification exam when it falls due",
              ],
            },
          ],
        },
        {
          type: "callout",
          title: "Compare offers per year, not per contract",
          text: "Spread any signing bonus over its payout period and add the value of CME, PTO and malpractice cover before comparing two offers. A higher base is usually worth more than an equal one-off bonus, because raises compound on it.",
        },
      ],
    },
    {
      id: "locum-tenens",
      heading: "Locum tenens and contract pay",
      blocks: [
        {
          type: "paragraph",
          text: `Locum tenens PAs cover leave, vacancies and seasonal peaks. Assignments run for a minimum of ${firmClaims.locumMinimum}, and where the PA already holds the state license a locum can often start within ${firmClaims.locumStart}.`,
        },
        {
          type: "list",
          style: "bullet",
          items: [
            "Hourly or daily rates are higher than permanent pay because benefits are not included.",
            "Travel, housing and malpractice cover are normally arranged for you.",
            "A supervision or collaboration agreement with a physician at the facility is still needed where the state requires one.",
            "As an independent contractor you handle your own taxes, retirement saving and health insurance.",
          ],
        },
      ],
    },
    {
      id: "negotiating",
      heading: "How to negotiate your PA offer",
      blocks: [
        {
          type: "list",
          style: "numbered",
          items: [
            "Ask for the full offer in writing: base, bonus formula, call schedule, benefits and the draft supervision or collaboration agreement.",
            "Benchmark each item against this guide and against offers for the same specialty in your area.",
            "Negotiate the base first; it carries into every future raise.",
            "If the base will not move, ask for a larger signing bonus, more CME funding or an extra week of PTO.",
            "Read the non-compete, notice period and bonus repayment terms before signing.",
            "Be prompt and specific: a clear, reasonable request is rarely a risk to the offer.",
          ],
        },
      ],
    },
  ],
  leadForm: {
    source: "PA Salary Guide Page",
    title: "Start Your Salary Consultation",
    intro: `Comparing offers or setting pay for a PA role? Tell us about it and a recruiter will reply within ${firmClaims.responseTime} during business hours with current figures for your specialty and region. Free for physician assistants, with no obligation for employers.`,
    points: [
      "Current base-pay ranges for your specialty, setting and region",
      "How your bonus, CME, PTO and call terms compare with today's offers",
      "What is realistic to negotiate, and what to ask for first",
    ],
  },
  sources: [sources.blsPa, sources.blsNp, sources.blsWageDefinition],
  related: [
    {
      to: "/how-to-recruit-physician-assistants",
      label: "How to recruit physician assistants",
      text: "The six-step hiring process, from requirements to onboarding.",
    },
    {
      to: "/physician-assistant-job-market",
      label: "PA job market",
      text: "Employment growth, where PAs work and hiring trends.",
    },
    {
      to: "/physician-assistant-specialties",
      label: "PA specialties",
      text: "Where PAs practice and the NCCPA Certificates of Added Qualifications.",
    },
    {
      to: "/physician-assistant-supervision",
      label: "PA supervision",
      text: "Supervision, collaboration and what employers must put in place.",
    },
  ],
});
