import { bls } from "./facts";
import { defineEditorialGuide } from "./schema";
import { sources } from "./sources";

export const npSpecialtiesGuide = defineEditorialGuide("np-specialties", {
  path: "/nurse-practitioner-specialties",
  role: "NP",
  eyebrow: "Career and hiring guide",
  title: "Nurse Practitioner Specialties",
  intro:
    "How NP specialization really works: the six population foci that define what an NP is licensed to do, the board certifications behind each, the practice specialties built on top of them and where demand is strongest. Useful for NPs planning a career move and for employers writing a job description.",
  keyFacts: [
    { value: "6", label: "Population foci in the APRN Consensus Model", source: "ncsbn-consensus-model" },
    {
      value: bls.npMedianPay,
      label: `Median annual pay for nurse practitioners, ${bls.payYear}`,
      source: "bls-ooh-np",
    },
    {
      value: bls.npGrowth,
      label: `Projected growth in NP employment, ${bls.projectionPeriod}`,
      source: "bls-ooh-np",
    },
  ],
  sections: [
    {
      id: "how-specialization-works",
      heading: "How NP specialization works",
      blocks: [
        {
          type: "paragraph",
          text: "Under the Consensus Model for APRN Regulation, published in 2008 and adopted by state boards of nursing over the years since, every nurse practitioner is educated, nationally certified and licensed in at least one population focus. The population focus, not the job title, sets the patients an NP may care for.",
        },
        {
          type: "paragraph",
          text: "Specialties such as cardiology, dermatology or oncology sit on top of the population focus. They are learned through experience, fellowships and optional specialty certifications, and they do not change what the license allows. An adult-gerontology NP working in cardiology is still licensed for adult and older-adult patients.",
        },
        {
          type: "callout",
          title: "Why this matters to employers",
          text: "Hiring an NP whose population focus does not match your patients is the most common credentialing failure we see. A family NP can see patients of every age in primary care, but many hospitals grant inpatient acute-care privileges only to acute-care certified NPs.",
        },
      ],
    },
    {
      id: "population-foci",
      heading: "The six population foci and their certifications",
      blocks: [
        {
          type: "paragraph",
          text: "Each population focus has one or more national certification exams. The certifying boards are the American Academy of Nurse Practitioners Certification Board (AANPCB), the American Nurses Credentialing Center (ANCC), the Pediatric Nursing Certification Board (PNCB), the National Certification Corporation (NCC) and the AACN Certification Corporation.",
        },
        {
          type: "table",
          caption: "Nurse practitioner population foci, certifications and typical settings",
          columns: ["Population focus", "Patients", "Certifications (board)", "Typical settings"],
          rows: [
            {
              header: "Family / individual across the lifespan",
              cells: [
                "All ages, from newborns to older adults",
                "FNP-C (AANPCB), FNP-BC (ANCC)",
                "Primary care, urgent care, retail clinics, telehealth, rural health",
              ],
            },
            {
              header: "Adult-gerontology primary care",
              cells: [
                "Adolescents, adults and older adults",
                "A-GNP-C (AANPCB), AGPCNP-BC (ANCC)",
                "Internal medicine, geriatrics, long-term and post-acute care",
              ],
            },
            {
              header: "Adult-gerontology acute care",
              cells: [
                "Acutely and critically ill adults",
                "AGACNP-BC (ANCC), ACNPC-AG (AACN Certification Corporation)",
                "Hospital medicine, intensive care, specialty inpatient services",
              ],
            },
            {
              header: "Pediatrics (primary or acute care)",
              cells: [
                "Children and adolescents",
                "CPNP-PC, CPNP-AC (PNCB)",
                "Pediatric practices, children's hospitals, school-based clinics",
              ],
            },
            {
              header: "Neonatal",
              cells: ["Newborns and high-risk infants", "NNP-BC (NCC)", "Neonatal intensive care units"],
            },
            {
              header: "Women's health / gender-related",
              cells: [
                "Reproductive, gynecologic and prenatal care",
                "WHNP-BC (NCC)",
                "OB/GYN practices, family planning and community clinics",
              ],
            },
            {
              header: "Psychiatric-mental health across the lifespan",
              cells: [
                "Patients of all ages with mental health and substance use conditions",
                "PMHNP-BC (ANCC)",
                "Outpatient psychiatry, telepsychiatry, inpatient units, addiction treatment",
              ],
            },
          ],
          source: "ncsbn-consensus-model",
          note: "Pediatrics is one population focus with separate primary-care and acute-care certifications. Certification exams and credential names are set by each board.",
        },
        {
          type: "paragraph",
          text: "Board certification is time-limited: AANPCB and ANCC certifications, for example, are renewed every five years through clinical practice hours and continuing education, or by re-examination. Employers should track renewal dates alongside license expirations.",
        },
      ],
    },
    {
      id: "practice-specialties",
      heading: "Practice specialties where NPs work",
      blocks: [
        {
          type: "paragraph",
          text: "Within their population focus, NPs work across almost every area of medicine. These are the specialties we recruit for most often, and the population foci that usually fit them.",
        },
        {
          type: "cards",
          items: [
            {
              title: "Primary care and internal medicine",
              text: "The largest field for NPs: preventive care, chronic disease management and acute visits. Family and adult-gerontology primary care NPs fit best.",
            },
            {
              title: "Urgent care and emergency care",
              text: "High-volume episodic care, minor procedures and triage. Family NPs predominate; the AANPCB emergency NP certification (ENP-C) recognizes added emergency experience.",
            },
            {
              title: "Hospital medicine and critical care",
              text: "Admissions, daily rounding, discharge planning and ICU care. Usually requires adult-gerontology acute-care certification.",
            },
            {
              title: "Psychiatry and behavioral health",
              text: "Diagnostic evaluations, medication management and therapy, increasingly by telehealth. Requires psychiatric-mental health certification.",
            },
            {
              title: "Physical medicine and rehabilitation (PM&R)",
              text: "Rehabilitation after stroke, surgery or injury, often in skilled nursing and post-acute settings. Adult-gerontology and family NPs are both common.",
              link: { label: "See current PM&R openings", to: "/jobs" },
            },
            {
              title: "Cardiology, oncology and other medical specialties",
              text: "Clinic follow-up, procedure preparation and survivorship care alongside specialist physicians. Experience in the specialty matters most.",
            },
            {
              title: "Dermatology",
              text: "Skin checks, biopsies and cosmetic procedures. Competitive to enter; employers look for procedural training and a strong clinical log.",
            },
            {
              title: "Women's health and pediatrics",
              text: "Well-woman, prenatal and family-planning care, and well-child and sick visits. Women's health and pediatric NPs, and family NPs in primary care.",
            },
          ],
        },
      ],
    },
    {
      id: "in-demand",
      heading: "Specialties in highest demand",
      blocks: [
        {
          type: "paragraph",
          text: `Demand for NPs is strong overall: the US Bureau of Labor Statistics projects NP employment to grow ${bls.npGrowth} from 2023 to 2033. Within that, the searches that take longest to fill, and the candidates who receive the most offers, cluster in a few areas.`,
        },
        {
          type: "terms",
          items: [
            {
              term: "Psychiatric-mental health",
              text: "Demand for mental health care far exceeds the number of prescribers, and telehealth lets one PMHNP serve patients across a wide area. PMHNPs routinely weigh several offers.",
            },
            {
              term: "Acute care",
              text: "Hospitals use acute-care NPs to staff hospitalist, ICU and specialty inpatient teams around the clock, and the certification is held by far fewer NPs than family certification.",
            },
            {
              term: "Rural primary care",
              text: "Rural communities depend heavily on NPs, particularly in states that allow full practice authority.",
            },
            {
              term: "Post-acute care and PM&R",
              text: "An aging population needs more rehabilitation after hospital stays, and skilled nursing and rehabilitation groups are expanding their NP teams.",
            },
          ],
        },
      ],
    },
    {
      id: "changing-specialty",
      heading: "Adding or changing a specialty",
      blocks: [
        {
          type: "list",
          style: "bullet",
          items: [
            "Changing population focus means more education: a post-graduate certificate in the new focus, then the matching certification exam and license update.",
            "Changing practice specialty within the same focus needs no new license. Employers look for CME, fellowship or residency training, and transferable procedural skills.",
            "NP fellowship and residency programs, typically about a year long, offer structured entry into specialties such as cardiology, critical care and psychiatry.",
            "Dual certification, for example family plus psychiatric-mental health, widens the roles an NP can accept and is increasingly common.",
          ],
        },
      ],
    },
    {
      id: "hiring-by-specialty",
      heading: "Hiring by specialty: a checklist for employers",
      blocks: [
        {
          type: "list",
          style: "check",
          items: [
            "Match the population focus to the ages and acuity of the patients the NP will see.",
            "Check your hospital's bylaws and payers' rules for the certification they require.",
            "State the specialty experience you need in months or procedures, not only years.",
            "Decide whether you can train a strong NP from an adjacent specialty; it widens the pool considerably.",
            "Budget for ongoing certification, CME and specialty training in the offer.",
          ],
        },
      ],
    },
  ],
  sources: [sources.consensusModel, sources.blsNp],
  related: [
    {
      to: "/nurse-practitioner-salary-guide",
      label: "NP salary guide",
      text: "Pay by specialty and setting, bonuses, CME and PTO.",
    },
    {
      to: "/nurse-practitioner-licensing",
      label: "NP licensing",
      text: "Compacts, certification and practice authority.",
    },
    {
      to: "/nurse-practitioner-job-market",
      label: "NP job market",
      text: "Growth, pay and the settings hiring most.",
    },
    {
      to: "/how-to-recruit-nurse-practitioners",
      label: "How to recruit NPs",
      text: "A six-step process for hiring the right NP.",
    },
  ],
});
