import { bls, caq } from "./facts";
import { defineEditorialGuide } from "./schema";
import { sources } from "./sources";

export const paSpecialtiesGuide = defineEditorialGuide("pa-specialties", {
  path: "/physician-assistant-specialties",
  role: "PA",
  eyebrow: "Career and hiring guide",
  title: "Physician Assistant Specialties",
  intro:
    "Physician assistants train as generalists and then practice in almost every specialty in medicine, often moving between several over a career. This guide covers where PAs work, the NCCPA Certificates of Added Qualifications that recognize specialty expertise, and how PAs and employers can make a specialty move work.",
  keyFacts: [
    {
      value: String(caq.specialties),
      label: "Specialties with an NCCPA Certificate of Added Qualifications",
      source: "nccpa-caq",
    },
    {
      value: caq.totalFee,
      label: `Total cost of a CAQ: a ${caq.adminFee} administrative fee plus a ${caq.examFee} exam fee`,
      source: "nccpa-caq",
    },
    {
      value: bls.paMedianPay,
      label: `Median annual pay for physician assistants, ${bls.payYear}`,
      source: "bls-ooh-pa",
    },
  ],
  sections: [
    {
      id: "generalist-training",
      heading: "Generalists first, specialists by practice",
      blocks: [
        {
          type: "paragraph",
          text: "PA programs teach general medicine on the medical model. Graduates of accredited programs take the Physician Assistant National Certifying Exam (PANCE), set by the National Commission on Certification of Physician Assistants (NCCPA), and become certified PAs (PA-C). There is one certification and one state license for all PAs, whatever their specialty.",
        },
        {
          type: "paragraph",
          text: "That generalist foundation is what makes PAs so adaptable. A PA can move from emergency medicine to orthopedics without a new license or certification; what they need is training and experience in the new field. For employers, it means a strong PA from an adjacent specialty is often a realistic hire.",
        },
        {
          type: "paragraph",
          text: "PAs keep their certification by logging continuing medical education every two years and passing a recertification assessment within each ten-year cycle, either the traditional proctored exam or NCCPA's longitudinal assessment.",
        },
      ],
    },
    {
      id: "where-pas-practice",
      heading: "Where physician assistants practice",
      blocks: [
        {
          type: "paragraph",
          text: "These are the specialties we recruit PAs for most often, with what the work involves and what employers look for.",
        },
        {
          type: "cards",
          items: [
            {
              title: "Primary care and internal medicine",
              text: "Preventive care, chronic disease management and acute visits for a panel of patients. Suits new graduates and experienced generalists alike.",
            },
            {
              title: "Surgical specialties",
              text: "Orthopedics, cardiothoracic, general and other surgery: pre-operative assessment, first-assisting in the operating room, post-operative and clinic care. Employers value a procedure log.",
            },
            {
              title: "Emergency medicine",
              text: "Shift-based care from fast track to high-acuity patients, with procedures such as laceration repair and reductions. Strong demand for experienced PAs.",
            },
            {
              title: "Hospital medicine",
              text: "Admissions, daily rounding and discharges on hospitalist teams, often in block schedules.",
            },
            {
              title: "Dermatology",
              text: "Skin examinations, biopsies, excisions and cosmetic procedures. Competitive to enter and often paid partly on collections.",
            },
            {
              title: "Psychiatry",
              text: "Psychiatric evaluation and medication management in clinics, hospitals and by telehealth, where demand far exceeds supply.",
            },
            {
              title: "Physical medicine and rehabilitation (PM&R)",
              text: "Rehabilitation after stroke, injury or surgery, often in post-acute and skilled nursing settings with a supervising physiatrist.",
              link: { label: "See current PM&R openings", to: "/jobs" },
            },
            {
              title: "Medical subspecialties",
              text: "Cardiology, oncology, nephrology, gastroenterology and others: clinic follow-up, procedures and inpatient consults alongside specialist physicians.",
            },
          ],
        },
      ],
    },
    {
      id: "certificates-of-added-qualifications",
      heading: "Certificates of Added Qualifications (CAQs)",
      blocks: [
        {
          type: "paragraph",
          text: `A CAQ is a voluntary credential from the NCCPA that lets a certified PA document experience and knowledge in a specialty. It is not required to practice in any specialty, but it gives physicians, credentialing committees and employers independent evidence of specialty competence. The NCCPA now offers CAQs in ${caq.specialties} specialties. The seven longest-established are cardiovascular and thoracic surgery, emergency medicine, hospital medicine, nephrology, orthopaedic surgery, pediatrics and psychiatry; newer additions include obstetrics and gynecology.`,
        },
        {
          type: "table",
          caption: "NCCPA Certificates of Added Qualifications at a glance",
          columns: ["Item", "Detail"],
          rows: [
            { header: "Specialties available", cells: [String(caq.specialties)] },
            {
              header: "Prerequisites",
              cells: ["Current PA-C certification and a valid, unrestricted license to practice as a PA"],
            },
            {
              header: "Core requirements",
              cells: [
                "Category 1 CME in the specialty, one to two years of specialty experience, documented procedures and patient cases, and the specialty exam",
              ],
            },
            {
              header: "Cost",
              cells: [
                `${caq.totalFee} in total: ${caq.adminFee} administrative fee and ${caq.examFee} exam fee`,
              ],
            },
            { header: "Exam", cells: [`${caq.examQuestions} multiple-choice questions`] },
            {
              header: "Time to complete",
              cells: [`All requirements within a ${caq.windowYears}-year window`],
            },
            {
              header: "Validity",
              cells: [
                `${caq.validityYears} years, provided the PA keeps their license and PA-C certification`,
              ],
            },
          ],
          source: "nccpa-caq",
          note: "The CME, experience and procedure requirements differ by specialty; the NCCPA publishes each specialty's details.",
        },
        {
          type: "paragraph",
          text: "The CME, experience and procedure requirements can be completed in any order. Once they are done, the PA is eligible to sit the specialty exam.",
        },
      ],
    },
    {
      id: "is-a-caq-worth-it",
      heading: "Is a CAQ worth it?",
      blocks: [
        {
          type: "terms",
          items: [
            {
              term: "For physician assistants",
              text: `At ${caq.totalFee}, a CAQ is an inexpensive way to document specialty expertise that would otherwise rest on references alone. It can strengthen a case for higher pay, broader privileges or a move to a new employer in the same specialty.`,
            },
            {
              term: "For employers",
              text: "Treat a CAQ as strong evidence, not a requirement. Most experienced specialty PAs do not hold one, and requiring it would shrink an already small pool. It can usefully support hospital privileging and reassure physicians new to working with PAs.",
            },
          ],
        },
      ],
    },
    {
      id: "postgraduate-training",
      heading: "Postgraduate residencies and fellowships",
      blocks: [
        {
          type: "paragraph",
          text: "A growing number of hospitals and health systems run postgraduate programs for PAs, usually about a year long, in areas such as emergency medicine, surgery, critical care, hospital medicine and psychiatry. They pay a stipend below a staff salary but give structured specialty training, a large case log and a direct route into competitive specialties.",
        },
      ],
    },
    {
      id: "changing-specialty",
      heading: "Changing specialty as a PA",
      blocks: [
        {
          type: "list",
          style: "numbered",
          items: [
            "Pick a specialty adjacent to your experience where possible: emergency medicine to urgent care or orthopedics, hospital medicine to cardiology.",
            "Build specialty CME and any procedural skills the new field expects before you apply.",
            "Ask prospective employers about structured onboarding: a ramp-up schedule, a mentor and a list of procedures to be signed off.",
            "Expect the first offer in a new specialty to reflect your experience in it, and negotiate a scheduled pay review once you are up to speed.",
            "Consider a postgraduate program for highly procedural specialties such as surgery or critical care.",
          ],
        },
      ],
    },
    {
      id: "for-employers",
      heading: "Hiring PAs by specialty: a checklist",
      blocks: [
        {
          type: "list",
          style: "check",
          items: [
            "List the procedures and patient types the role covers, and ask candidates for a matching log.",
            "Decide whether you will train a strong PA from an adjacent specialty; it widens the pool considerably.",
            "Note CAQs where candidates hold them, without making them a requirement.",
            "Check your hospital's privileging criteria for the procedures the PA will perform.",
            "Build a structured onboarding plan with a physician mentor for the first 90 days.",
          ],
        },
      ],
    },
  ],
  sources: [sources.nccpaCaq, sources.blsPa],
  related: [
    {
      to: "/physician-assistant-salary-guide",
      label: "PA salary guide",
      text: "Pay by specialty and setting, bonuses, CME and PTO.",
    },
    {
      to: "/physician-assistant-supervision",
      label: "PA supervision",
      text: "Supervision, collaboration and optimal team practice.",
    },
    {
      to: "/physician-assistant-job-market",
      label: "PA job market",
      text: "Growth, pay and where PAs work.",
    },
    {
      to: "/how-to-recruit-physician-assistants",
      label: "How to recruit PAs",
      text: "A six-step process for hiring the right PA.",
    },
  ],
});
