import { bls, firmClaims } from "./facts";
import { defineEditorialGuide } from "./schema";
import { sources } from "./sources";

export const npJobMarketGuide = defineEditorialGuide("np-job-market", {
  path: "/nurse-practitioner-job-market",
  role: "NP",
  eyebrow: "Market report",
  title: "Nurse Practitioner Job Market",
  intro:
    "Nurse practitioners are one of the fastest-growing occupations in the United States. This report brings together the public figures on growth, pay and where NPs work, explains what is driving demand, and sets out what it means for employers hiring and for NPs choosing their next role.",
  keyFacts: [
    {
      value: bls.npGrowth,
      label: `Projected growth in NP employment, ${bls.projectionPeriod}`,
      source: "bls-ooh-np",
    },
    {
      value: bls.npMedianPay,
      label: `Median annual pay for nurse practitioners, ${bls.payYear}`,
      source: "bls-ooh-np",
    },
    { value: "258,230", label: "Nurse practitioners employed in May 2022", source: "bls-ted-np-2023" },
  ],
  sections: [
    {
      id: "outlook",
      heading: "The outlook in numbers",
      blocks: [
        {
          type: "paragraph",
          text: `The US Bureau of Labor Statistics (BLS) projects employment of nurse practitioners to grow ${bls.npGrowth} between 2023 and 2033, against ${bls.allOccupationsGrowth} for all occupations. Taken together with nurse anesthetists and nurse midwives, the advanced practice nursing group it reports on is projected to grow ${bls.aprnGroupGrowth}.`,
        },
        {
          type: "table",
          caption: "Nurse practitioner job outlook at a glance",
          columns: ["Measure", "Figure", "Source"],
          rows: [
            {
              header: `Projected employment growth, nurse practitioners, ${bls.projectionPeriod}`,
              cells: [bls.npGrowth, "BLS Occupational Outlook Handbook"],
            },
            {
              header: `Projected growth, nurse anesthetists, nurse midwives and nurse practitioners combined, ${bls.projectionPeriod}`,
              cells: [bls.aprnGroupGrowth, "BLS Occupational Outlook Handbook"],
            },
            {
              header: `Projected growth, all occupations, ${bls.projectionPeriod}`,
              cells: [bls.allOccupationsGrowth, "BLS Occupational Outlook Handbook"],
            },
            {
              header: `Median annual pay, nurse practitioners, ${bls.payYear}`,
              cells: [bls.npMedianPay, "BLS Occupational Outlook Handbook"],
            },
            {
              header: "Nurse practitioners employed, May 2022",
              cells: ["258,230", "BLS, The Economics Daily (November 2023)"],
            },
            {
              header: "Annual mean wage, nurse practitioners, May 2022",
              cells: ["$124,680", "BLS, The Economics Daily (November 2023)"],
            },
          ],
          note: "The median is the wage at which half of workers earn more and half earn less; the mean is the average. BLS figures cover wage and salary workers.",
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
              text: "The US Census Bureau projects that by 2030 every member of the baby-boom generation will be older than 65. Older adults see clinicians more often and live with more chronic conditions, and NPs provide a growing share of that care.",
            },
            {
              term: "A continuing physician shortage",
              text: "The Association of American Medical Colleges (AAMC) projects a shortage of up to 86,000 physicians by 2036. Health systems are filling much of the gap in primary care, hospital medicine and specialty clinics with NPs and PAs.",
            },
            {
              term: "Broader practice authority",
              text: "A growing number of states let NPs practice without a physician agreement. Where they can, NPs open and run clinics themselves, especially in rural areas. The American Association of Nurse Practitioners (AANP) keeps the current state-by-state map.",
            },
            {
              term: "New models of care",
              text: "Retail and urgent care clinics, telehealth, home-based primary care and value-based contracts all rely on NPs to deliver timely, lower-cost visits.",
            },
            {
              term: "Mental health needs",
              text: "Demand for mental health care has outgrown the supply of psychiatrists, making psychiatric-mental health NPs one of the most sought-after specialties.",
            },
          ],
        },
      ],
    },
    {
      id: "where-nps-work",
      heading: "Where nurse practitioners work",
      blocks: [
        {
          type: "paragraph",
          text: "Nearly half of employed NPs work in physicians' offices, and more than one in five in general hospitals. Outpatient care centers, such as community health centers, and offices of other health practitioners, including NP-owned practices, make up most of the rest.",
        },
        {
          type: "table",
          caption: "Nurse practitioner employment by industry, May 2022",
          columns: ["Industry", "NPs employed", "Share of all employed NPs"],
          rows: [
            { header: "Offices of physicians", cells: ["122,830", "47.6%"] },
            { header: "General medical and surgical hospitals", cells: ["58,080", "22.5%"] },
            { header: "Outpatient care centers", cells: ["23,760", "9.2%"] },
            { header: "Offices of other health practitioners", cells: ["10,950", "4.2%"] },
            { header: "Home health care services", cells: ["7,460", "2.9%"] },
          ],
          source: "bls-ted-np-2023",
          note: "Shares are calculated from the BLS total of 258,230 employed nurse practitioners. Industries with fewer NPs are not shown.",
        },
      ],
    },
    {
      id: "hiring-trends",
      heading: "Hiring trends we see",
      blocks: [
        {
          type: "paragraph",
          text: "From the searches we run for employers every week, these are the shifts that most affect how quickly an NP role fills.",
        },
        {
          type: "list",
          style: "bullet",
          items: [
            `Signing bonuses are standard in competitive specialties, commonly ${firmClaims.signingBonus} paid over ${firmClaims.signingBonusPayout}.`,
            "Schedules matter as much as salary: four-day and 32-hour weeks, no-call roles and predictable hours close searches faster.",
            "Hybrid roles that mix in-person clinics with telehealth visits attract NPs from a wider area.",
            "Part-time and PRN roles paid by the hour are growing, especially in post-acute care and rehabilitation.",
            "Speed wins: employers who interview within a week and make an offer within days hire the candidates others lose.",
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
          text: "Demand is national, but conditions differ sharply between states. Rural and underserved areas have the greatest need and often the most generous recruitment incentives, while metropolitan markets pay more in base salary and attract more applicants per opening.",
        },
        {
          type: "paragraph",
          text: "State law shapes the market too. In states with full practice authority, NPs can work without a collaborating physician, which makes it easier to staff rural clinics. In states that require a collaborative agreement, employers must plan for physician oversight in every NP role. Licensing rules also decide how quickly an NP from another state can start.",
        },
        {
          type: "callout",
          title: "Hiring across state lines?",
          text: "The Nurse Licensure Compact covers the RN license only; an NP still needs an APRN license in each state. Our licensing guide explains the compacts and typical timelines.",
          link: { label: "Read the NP licensing guide", to: "/nurse-practitioner-licensing" },
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
            "Expect competition for every experienced NP and plan a hiring process measured in days, not months.",
            "Benchmark the full package each year; last year's offer is often below today's market.",
            "Widen the pool by training NPs from adjacent specialties and by offering flexible schedules.",
            "Start licensing and credentialing at the offer, not the start date.",
            `Use a specialist recruiter to reach passive candidates: we present pre-screened NPs within ${firmClaims.candidateTurnaround}.`,
          ],
        },
      ],
    },
    {
      id: "for-nurse-practitioners",
      heading: "What it means for nurse practitioners",
      blocks: [
        {
          type: "list",
          style: "check",
          items: [
            "You have negotiating power, especially in psychiatric-mental health, acute care and rural primary care.",
            "Compare whole packages, including schedule, call, CME and bonus terms, not base salary alone.",
            "Keep licenses and certifications current in the states where you might want to work; it shortens every future move.",
            "Consider specialty experience as an investment: it raises your value more than years in a role you do not enjoy.",
          ],
        },
      ],
    },
  ],
  sources: [
    sources.blsNp,
    sources.blsNpWeek,
    sources.censusAging,
    sources.aamcShortage,
    sources.aanpPractice,
  ],
  related: [
    {
      to: "/nurse-practitioner-salary-guide",
      label: "NP salary guide",
      text: "Pay by specialty and setting, bonuses, CME and PTO.",
    },
    {
      to: "/nurse-practitioner-specialties",
      label: "NP specialties",
      text: "Population foci, certifications and specialties in demand.",
    },
    {
      to: "/how-to-recruit-nurse-practitioners",
      label: "How to recruit NPs",
      text: "A six-step process for hiring in a competitive market.",
    },
    {
      to: "/jobs",
      label: "NP and PA jobs",
      text: "Our job postings, with pay shown on every role.",
    },
  ],
});
