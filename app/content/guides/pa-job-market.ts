import { bls, firmClaims } from "./facts";
import { defineEditorialGuide } from "./schema";
import { sources } from "./sources";

export const paJobMarketGuide = defineEditorialGuide("pa-job-market", {
  path: "/physician-assistant-job-market",
  role: "PA",
  eyebrow: "Market report",
  title: "Physician Assistant Job Market",
  intro:
    "Demand for physician assistants is growing several times faster than the workforce as a whole. This report brings together the public figures on growth and pay, explains what is driving demand and how PA practice laws are changing, and sets out what it means for employers and for PAs.",
  keyFacts: [
    {
      value: bls.paGrowth,
      label: `Projected growth in PA employment, ${bls.projectionPeriod}`,
      source: "bls-ooh-pa",
    },
    {
      value: bls.paMedianPay,
      label: `Median annual pay for physician assistants, ${bls.payYear}`,
      source: "bls-ooh-pa",
    },
    {
      value: "86,000",
      label: "Projected shortage of up to this many physicians by 2036",
      source: "aamc-2024",
    },
  ],
  sections: [
    {
      id: "outlook",
      heading: "The outlook in numbers",
      blocks: [
        {
          type: "paragraph",
          text: `The US Bureau of Labor Statistics (BLS) projects employment of physician assistants to grow ${bls.paGrowth} between 2023 and 2033, seven times the ${bls.allOccupationsGrowth} projected for all occupations, and reports a median annual wage of ${bls.paMedianPay} in ${bls.payYear}.`,
        },
        {
          type: "table",
          caption: "Physician assistant job outlook at a glance",
          columns: ["Measure", "Figure", "Source"],
          rows: [
            {
              header: `Projected employment growth, physician assistants, ${bls.projectionPeriod}`,
              cells: [bls.paGrowth, "BLS Occupational Outlook Handbook"],
            },
            {
              header: `Projected growth, all occupations, ${bls.projectionPeriod}`,
              cells: [bls.allOccupationsGrowth, "BLS Occupational Outlook Handbook"],
            },
            {
              header: `Median annual pay, physician assistants, ${bls.payYear}`,
              cells: [bls.paMedianPay, "BLS Occupational Outlook Handbook"],
            },
            {
              header: `Projected employment growth, nurse practitioners, ${bls.projectionPeriod}`,
              cells: [bls.npGrowth, "BLS Occupational Outlook Handbook"],
            },
            {
              header: "Projected physician shortage by 2036",
              cells: ["Up to 86,000", "AAMC, March 2024"],
            },
          ],
          note: "The median is the wage at which half of PAs earn more and half earn less. BLS figures cover wage and salary workers.",
        },
      ],
    },
    {
      id: "demand-drivers",
      heading: "What is driving demand",
      blocks: [
        {
          type: "terms",
          items: [
            {
              term: "An aging population",
              text: "The US Census Bureau projects that by 2030 every baby boomer will be older than 65. An older population needs more visits, more procedures and more chronic disease management.",
            },
            {
              term: "The physician shortage",
              text: "The Association of American Medical Colleges (AAMC) projects a shortage of up to 86,000 physicians by 2036. PAs, who practice medicine across every specialty, are one of the main ways health systems close the gap.",
            },
            {
              term: "Modernized practice laws",
              text: "Since the American Academy of Physician Associates (AAPA) adopted its Optimal Team Practice policy in 2017, a growing number of states have replaced strict supervision rules with collaboration, making PAs simpler to deploy.",
            },
            {
              term: "Direct Medicare payment",
              text: "Since January 1, 2022, Medicare has been able to pay PAs directly for their services, opening up independent-contractor and ownership arrangements that were previously unavailable.",
            },
            {
              term: "Specialty growth",
              text: "Surgical, procedural and hospital-based services increasingly build care teams around PAs, who can first-assist in surgery, manage inpatients and run follow-up clinics.",
            },
          ],
        },
      ],
    },
    {
      id: "where-pas-work",
      heading: "Where physician assistants work",
      blocks: [
        {
          type: "paragraph",
          text: "According to the BLS, physicians' offices employ the most PAs, followed by hospitals and outpatient care centers. Within those settings, PAs work in every specialty, from primary care to cardiothoracic surgery.",
        },
        {
          type: "cards",
          items: [
            {
              title: "Physician practices",
              text: "Single-specialty and multispecialty groups, where PAs carry their own patient schedules and extend the physicians' capacity.",
            },
            {
              title: "Hospitals",
              text: "Hospital medicine, emergency departments, surgical services and intensive care, often on shift or block schedules.",
            },
            {
              title: "Outpatient and urgent care centers",
              text: "Community health centers, urgent care and ambulatory surgery centers, with predictable hours and high patient volumes.",
            },
            {
              title: "Post-acute care",
              text: "Skilled nursing, rehabilitation and long-term care, a fast-growing setting as the population ages.",
              link: { label: "See our NP and PA jobs", to: "/jobs" },
            },
          ],
        },
      ],
    },
    {
      id: "hiring-trends",
      heading: "Hiring trends we see",
      blocks: [
        {
          type: "list",
          style: "bullet",
          items: [
            `Signing bonuses are common for experienced PAs, typically ${firmClaims.signingBonus} paid over ${firmClaims.signingBonusPayout}.`,
            "Surgical and emergency medicine PAs with several years' experience are the hardest to find and usually hold more than one offer.",
            "Employers are widening their searches to PAs from adjacent specialties and investing in structured onboarding.",
            "Predictable schedules, limited call and four-day weeks are increasingly decisive for candidates.",
            "Employers who interview promptly and make offers within days win the strongest candidates.",
          ],
        },
      ],
    },
    {
      id: "regional-picture",
      heading: "The regional picture",
      blocks: [
        {
          type: "paragraph",
          text: "Every state licenses PAs, but the rules on supervision and collaboration, chart review and how many PAs a physician may work with differ. In states with collaborative models, experienced PAs can work with more independence, which widens the roles open to them. Rural areas offer the greatest need and often the most generous recruitment incentives, while metropolitan markets pay higher base salaries.",
        },
        {
          type: "callout",
          title: "Know the rules before you post",
          text: "The supervision or collaboration agreement must be in place before a PA sees patients. Our supervision guide explains the models and what to arrange.",
          link: { label: "Read the PA supervision guide", to: "/physician-assistant-supervision" },
        },
      ],
    },
    {
      id: "for-employers",
      heading: "What it means for employers",
      blocks: [
        {
          type: "list",
          style: "check",
          items: [
            "Plan for competition: a decision process measured in days keeps strong candidates engaged.",
            "Benchmark pay and benefits every year against current offers for the specialty.",
            "Consider PAs from adjacent specialties and build a training plan for them.",
            "Prepare the supervision or collaboration agreement alongside the offer letter.",
            `Work with a specialist recruiter to reach employed PAs: we present pre-screened candidates within ${firmClaims.candidateTurnaround}.`,
          ],
        },
      ],
    },
    {
      id: "for-physician-assistants",
      heading: "What it means for physician assistants",
      blocks: [
        {
          type: "list",
          style: "check",
          items: [
            "You have leverage, especially with surgical, emergency or procedural experience.",
            "Use your generalist training: a move to an adjacent specialty is often easier than you expect.",
            "Compare the full package, including call, CME, malpractice cover and the supervision arrangement.",
            "Keep your PA-C certification, licenses and DEA registrations current in the states you may want to work in.",
          ],
        },
      ],
    },
  ],
  sources: [
    sources.blsPa,
    sources.blsNp,
    sources.censusAging,
    sources.aamcShortage,
    sources.aapaOtp,
    sources.aapaDirectPay,
  ],
  related: [
    {
      to: "/physician-assistant-salary-guide",
      label: "PA salary guide",
      text: "Pay by specialty and setting, bonuses, CME and PTO.",
    },
    {
      to: "/physician-assistant-specialties",
      label: "PA specialties",
      text: "Where PAs practice and the NCCPA CAQs.",
    },
    {
      to: "/how-to-recruit-physician-assistants",
      label: "How to recruit PAs",
      text: "A six-step process for hiring in a competitive market.",
    },
    {
      to: "/jobs",
      label: "NP and PA jobs",
      text: "Our job postings, with pay shown on every role.",
    },
  ],
});
