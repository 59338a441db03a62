import { defineEditorialGuide } from "./schema";
import { sources } from "./sources";

export const paSupervisionGuide = defineEditorialGuide("pa-supervision", {
  path: "/physician-assistant-supervision",
  role: "PA",
  eyebrow: "Practice guide",
  title: "Physician Assistant Supervision and Collaboration",
  intro:
    "Every state regulates how physician assistants and physicians work together, and the rules are changing. This guide explains supervision, collaboration and practice agreements, what state laws typically cover, how Optimal Team Practice is reshaping them, how PA services are billed, and what an employer must have in place before a PA's first patient.",
  keyFacts: [
    { value: "2017", label: "Year AAPA adopted its Optimal Team Practice policy", source: "aapa-otp" },
    {
      value: "85%",
      label: "Share of the physician fee schedule Medicare pays for services billed under a PA's own NPI",
      source: "aapa-medicare",
    },
    {
      value: "2022",
      label: "Year Medicare began paying PAs directly for their services",
      source: "aapa-direct-payment",
    },
  ],
  sections: [
    {
      id: "models",
      heading: "Supervision, collaboration and practice agreements",
      blocks: [
        {
          type: "paragraph",
          text: "Physician assistants practice medicine as members of a team with physicians. State law decides how formal that relationship must be, and the words states use for it carry real differences.",
        },
        {
          type: "terms",
          items: [
            {
              term: "Supervision",
              text: "The traditional model: the PA practices under a named supervising physician who is responsible for oversight. Supervision rarely means the physician must be on site; in most states it means being available by phone or electronically and reviewing care as the law or agreement requires.",
            },
            {
              term: "Collaboration",
              text: "The PA and physician consult and refer as the patient's condition requires, with the PA responsible for the care they provide. Collaboration usually comes with fewer chart-review and availability rules.",
            },
            {
              term: "Practice or delegation agreement",
              text: "The written document most states require. It names the physician or physicians, sets out the PA's scope and prescribing, and covers availability, chart review and how disagreements are resolved.",
            },
            {
              term: "Practice-level determination",
              text: "In states that have modernized their laws, the degree of collaboration is decided by the practice or facility, based on the PA's experience and the setting, rather than fixed in statute.",
            },
          ],
        },
      ],
    },
    {
      id: "what-states-regulate",
      heading: "What state rules typically cover",
      blocks: [
        {
          type: "paragraph",
          text: "The details differ from state to state, but most PA practice laws address the same six elements. Settle each one before a PA starts.",
        },
        {
          type: "table",
          caption: "Elements of physician assistant practice that state laws regulate",
          columns: ["Element", "How states differ", "What to settle in advance"],
          rows: [
            {
              header: "Written agreement",
              cells: [
                "Most states require a supervision, collaboration or practice agreement; some require it to be filed with the licensing board",
                "Who signs it, where it is filed and when it must be updated",
              ],
            },
            {
              header: "Physician availability",
              cells: [
                "Usually by phone or electronically rather than on site; some states or settings require more for new PAs",
                "How the PA reaches a physician, and who covers when that physician is away",
              ],
            },
            {
              header: "Chart review or co-signature",
              cells: [
                "Ranges from a set share of charts to none, and often eases with experience",
                "Which charts, how often, and how the review is documented",
              ],
            },
            {
              header: "PA-to-physician ratio",
              cells: [
                "Many states limit how many PAs one physician may supervise or collaborate with at once; some set no limit",
                "Whether your physicians have room under the limit",
              ],
            },
            {
              header: "Prescribing",
              cells: [
                "PAs may prescribe in every state; limits on controlled-substance schedules and quantities vary",
                "The schedules the role needs, and the PA's DEA and state registrations",
              ],
            },
            {
              header: "Experience thresholds",
              cells: [
                "Some states relax agreement or review requirements once a PA has logged a set number of practice hours",
                "Where each candidate stands against the threshold",
              ],
            },
          ],
          note: "Requirements change with new legislation and board rules. Confirm the current law with your state's PA licensing board.",
        },
      ],
    },
    {
      id: "optimal-team-practice",
      heading: "Optimal Team Practice and the changing law",
      blocks: [
        {
          type: "paragraph",
          text: "In 2017 the American Academy of Physician Associates (AAPA) adopted Optimal Team Practice (OTP) as its policy for state PA laws. OTP is about team practice, not independent practice: PAs would keep working in teams with physicians, but the decision about how closely they collaborate would move from statute to the practice.",
        },
        {
          type: "list",
          style: "bullet",
          items: [
            "Remove the legal requirement for a PA to have a supervisory or collaborative agreement with a specific physician in order to practice.",
            "Let the practice or facility decide the degree of collaboration, based on the PA's experience and the patients' needs.",
            "Regulate PAs through boards with a majority of PA members, or boards that include PAs and physicians who work with them.",
            "Authorize public and private payers to reimburse PAs directly.",
          ],
        },
        {
          type: "paragraph",
          text: "A growing number of states have moved in this direction, replacing supervision with collaboration or removing the agreement requirement for PAs past an experience threshold. Other states retain traditional supervision, so employers with sites in several states may need a different arrangement in each.",
        },
        {
          type: "callout",
          title: "Physician assistant or physician associate?",
          text: 'AAPA adopted the title "physician associate" in 2021. Oregon became the first state to change the title in law, with HB 4010 taking effect on June 6, 2024. The change is one of name only: it does not alter a PA\'s scope of practice or collaboration requirements.',
          source: "oregon-pa-title",
        },
      ],
    },
    {
      id: "billing",
      heading: "Billing and reimbursement",
      blocks: [
        {
          type: "paragraph",
          text: "How a PA's services are billed affects what the practice is paid, and some billing routes carry their own supervision rules.",
        },
        {
          type: "terms",
          items: [
            {
              term: "Billing under the PA's own NPI",
              text: "Medicare pays for PA services at 85% of the physician fee schedule, in every setting, including first-assisting at surgery.",
            },
            {
              term: '"Incident to" billing',
              text: "In an office setting, follow-up services a PA provides within a physician's established plan of care can be billed under the physician's NPI at 100%, but only when Medicare's strict conditions, including direct supervision in the office suite, are met.",
            },
            {
              term: "Shared (split) visits",
              text: "In hospitals and other facilities, a visit performed jointly by a PA and a physician in the same group can be billed under the practitioner who performed the substantive portion of the visit.",
            },
            {
              term: "Direct payment",
              text: "Since January 1, 2022, Medicare can pay PAs directly, so PAs can work as independent contractors or reassign payment like physicians and nurse practitioners. Most PAs remain employees, with payment going to their employer as before.",
            },
          ],
        },
        {
          type: "paragraph",
          text: "Medicaid programs and commercial payers set their own rules for PA services, and Medicare defers to state law where the two differ. Confirm each payer's policy during credentialing.",
        },
      ],
    },
    {
      id: "employer-checklist",
      heading: "Before a PA's first patient: an employer checklist",
      blocks: [
        {
          type: "list",
          style: "numbered",
          items: [
            "Confirm your state's current supervision or collaboration rules, including ratio limits and chart-review requirements.",
            "Name the supervising or collaborating physician, plus a back-up for absences.",
            "Draft the practice agreement with the PA's scope, prescribing authority, availability and chart-review terms, and file it if the state requires.",
            "Verify the PA's state license, NCCPA certification, DEA and any state controlled-substance registration.",
            "Complete hospital privileges and payer enrollment, and decide how services will be billed.",
            "Review the agreement whenever the physician, the PA's role or the law changes, and at least once a year.",
          ],
        },
      ],
    },
    {
      id: "questions-for-pas",
      heading: "Questions PAs should ask about supervision",
      blocks: [
        {
          type: "list",
          style: "bullet",
          items: [
            "Who will be my supervising or collaborating physician, and how do I reach them during clinic and after hours?",
            "What share of my charts will be reviewed, and how will that change as I gain experience?",
            "Which procedures and controlled-substance schedules will the agreement cover?",
            "How many other PAs and NPs does the physician already work with?",
            "Will my services be billed under my own NPI, and how does that affect any productivity bonus?",
          ],
        },
      ],
    },
  ],
  disclaimer:
    "This guide is general information, not legal or billing advice. State law, board rules and payer policies change; confirm current requirements with your state PA licensing board and payers.",
  sources: [sources.aapaOtp, sources.aapaMedicare, sources.aapaDirectPay, sources.oregonTitle],
  related: [
    {
      to: "/how-to-recruit-physician-assistants",
      label: "How to recruit PAs",
      text: "A six-step hiring process, from requirements to onboarding.",
    },
    {
      to: "/physician-assistant-specialties",
      label: "PA specialties",
      text: "Where PAs practice and the NCCPA CAQs.",
    },
    {
      to: "/physician-assistant-salary-guide",
      label: "PA salary guide",
      text: "Pay, bonuses and benefits by specialty and setting.",
    },
    {
      to: "/faq",
      label: "Recruiting FAQ",
      text: "Fees, timelines and screening questions answered.",
    },
  ],
});
