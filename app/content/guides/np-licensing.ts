import { compacts } from "./facts";
import { defineEditorialGuide } from "./schema";
import { sources } from "./sources";

export const npLicensingGuide = defineEditorialGuide("np-licensing", {
  path: "/nurse-practitioner-licensing",
  role: "NP",
  eyebrow: "Licensing guide",
  title: "Nurse Practitioner Licensing",
  intro:
    "What a nurse practitioner needs to practice in a state, how the Nurse Licensure Compact and the APRN Compact work (and what they do not cover), how practice authority differs between states, and the steps to get licensed somewhere new. Plan hiring timelines and moves around these rules and they stop being surprises.",
  keyFacts: [
    {
      value: String(compacts.nlcStates),
      label:
        "States in the Nurse Licensure Compact (RN and LPN/VN licenses) when these figures were compiled",
      source: "ncsbn-nlc",
    },
    {
      value: String(compacts.aprnStates),
      label: "States that had enacted the APRN Compact when these figures were compiled",
      source: "ncsbn-aprn-compact",
    },
    {
      value: String(compacts.aprnActivationThreshold),
      label: "States needed before the APRN Compact takes effect",
      source: "ncsbn-aprn-compact",
    },
  ],
  sections: [
    {
      id: "credentials",
      heading: "The credentials a nurse practitioner needs",
      blocks: [
        {
          type: "paragraph",
          text: "An NP's right to practice is built in layers. Each is issued by a different body, and each must be in place for the state where the patient is.",
        },
        {
          type: "terms",
          items: [
            {
              term: "Registered nurse (RN) license",
              text: "Every NP is first a registered nurse. The RN license comes from a state board of nursing, either for one state or, in compact states, as a multistate license.",
            },
            {
              term: "APRN or NP license",
              text: "Issued by each state's board of nursing for the NP's population focus. An NP needs one in every state where they practice, including states they serve only by telehealth.",
            },
            {
              term: "National board certification",
              text: "Certification in the population focus, from AANPCB, ANCC, PNCB, NCC or the AACN Certification Corporation. Most states require it for the APRN license.",
            },
            {
              term: "Prescriptive authority",
              text: "Some states include it in the APRN license; others issue it separately or tie it to a collaborative agreement with a physician.",
            },
            {
              term: "DEA and state controlled-substance registration",
              text: "A DEA registration is required to prescribe controlled substances and is specific to the state of practice. Some states also require their own controlled-substance registration.",
            },
            {
              term: "NPI, privileges and payer enrollment",
              text: "The National Provider Identifier stays with the NP everywhere. Hospital privileges and enrollment with Medicare, Medicaid and commercial payers are handled with each employer.",
            },
          ],
        },
      ],
    },
    {
      id: "nurse-licensure-compact",
      heading: `The Nurse Licensure Compact: ${compacts.nlcStates} states`,
      blocks: [
        {
          type: "paragraph",
          text: `The Nurse Licensure Compact (NLC), administered through the National Council of State Boards of Nursing (NCSBN), lets a registered nurse or licensed practical nurse whose primary state of residence is a member hold one multistate license and practice in every other member state. The NCSBN counted ${compacts.nlcStates} member states when these figures were compiled; states continue to join, so check its live map before relying on a particular state.`,
        },
        {
          type: "callout",
          title: "The NLC does not cover NP practice",
          text: "The compact applies to RN and LPN/VN licenses only. A nurse practitioner with a multistate RN license still needs a separate APRN license in each state where they practice as an NP.",
        },
        {
          type: "paragraph",
          text: "The NLC still helps nurse practitioners. APRN licensure builds on an active RN license, and a multistate RN license meets that requirement in every compact state, so an NP moving between member states can skip the RN step and apply for the APRN license directly. A multistate license belongs to the primary state of residence: an NP who moves home to another state must apply for a license there.",
        },
      ],
    },
    {
      id: "aprn-compact",
      heading: `The APRN Compact: ${compacts.aprnStates} states`,
      blocks: [
        {
          type: "paragraph",
          text: `The APRN Compact would do for advanced practice nurses what the NLC does for RNs: a single multistate APRN license with the privilege to practice in every member state. It was adopted by the NCSBN in 2020 and takes effect only once ${compacts.aprnActivationThreshold} states have enacted it. When these figures were compiled, ${compacts.aprnStates} had: ${compacts.aprnStatesNamed}.`,
        },
        {
          type: "paragraph",
          text: `To qualify for the multistate license once the compact is active, an APRN will need, among other things, an active RN license, a graduate APRN education, national certification in their role and population focus, and at least ${compacts.aprnPracticeHours} hours of licensed practice as an APRN. Until the compact takes effect, NPs need a separate APRN license in each state.`,
        },
        {
          type: "table",
          caption: "Nurse licensing compacts at a glance",
          columns: ["Compact", "Licenses covered", "Member states", "Status"],
          rows: [
            {
              header: "Nurse Licensure Compact (NLC)",
              cells: [
                "RN and LPN/VN",
                String(compacts.nlcStates),
                "In effect; the current version has applied since 2018",
              ],
            },
            {
              header: "APRN Compact",
              cells: [
                "APRN, including nurse practitioners",
                `${compacts.aprnStates} (${compacts.aprnStatesNamed})`,
                `Not yet in effect; needs ${compacts.aprnActivationThreshold} states`,
              ],
            },
          ],
          note: "Membership changes as legislatures act. Confirm a state's status with the NCSBN before planning a start date around it.",
        },
      ],
    },
    {
      id: "practice-authority",
      heading: "Practice authority: full, reduced and restricted",
      blocks: [
        {
          type: "paragraph",
          text: "Scope of practice is set by state law. The American Association of Nurse Practitioners (AANP) groups states into three practice environments, and the category decides whether an employer must arrange physician collaboration or supervision for the NP.",
        },
        {
          type: "table",
          caption: "Nurse practitioner practice environments",
          columns: ["Practice environment", "What state law allows", "What employers must arrange"],
          rows: [
            {
              header: "Full practice",
              cells: [
                "NPs evaluate, diagnose, order and interpret tests, and initiate and manage treatment, including prescribing, under the authority of the state board of nursing",
                "No physician agreement, though some states first require a transition-to-practice period with a set number of collaborative hours",
              ],
            },
            {
              header: "Reduced practice",
              cells: [
                "State law limits at least one element of NP practice",
                "A regulated collaborative agreement with a physician or other provider for that element, such as prescribing",
              ],
            },
            {
              header: "Restricted practice",
              cells: [
                "State law restricts at least one element of NP practice",
                "Supervision, delegation or team management by a physician for the NP to provide care",
              ],
            },
          ],
          source: "aanp-practice-environment",
          note: "Each state's category and its specific rules change with new legislation; AANP keeps the current map.",
        },
      ],
    },
    {
      id: "new-state",
      heading: "Getting licensed in a new state",
      blocks: [
        {
          type: "list",
          style: "numbered",
          items: [
            "Read the new state's board of nursing requirements for the APRN license, prescriptive authority and any collaborative agreement.",
            "Secure the RN license: nothing more is needed if you hold a multistate license and both states belong to the NLC; otherwise apply by endorsement.",
            "Apply for the APRN license with transcripts, verification of national certification and, in most states, a criminal background check with fingerprints.",
            "Apply for prescriptive authority if the state issues it separately, and sign a collaborative or supervisory agreement if the state requires one.",
            "Obtain the state controlled-substance registration, if the state has one, and a DEA registration for that state.",
            "Complete hospital privileging and payer enrollment with the employer; these often take longer than the license itself.",
          ],
        },
        {
          type: "paragraph",
          text: "Employers should start every step the day an offer is accepted. Background checks, certification verification and payer enrollment each move at their own pace, and the NP cannot see or bill for patients until the last one is done.",
        },
      ],
    },
    {
      id: "telehealth",
      heading: "Telehealth across state lines",
      blocks: [
        {
          type: "paragraph",
          text: "For licensing purposes, care happens where the patient is. An NP seeing a patient by video in another state generally needs an APRN license in that state, along with prescriptive authority and a DEA registration there if they prescribe controlled substances. Some states have special telehealth registrations or temporary permits; check each board's rules before scheduling patients from a new state.",
        },
      ],
    },
    {
      id: "keeping-current",
      heading: "Keeping credentials current",
      blocks: [
        {
          type: "list",
          style: "bullet",
          items: [
            "State RN and APRN licenses renew on each state's cycle, often every two years, usually with continuing-education and pharmacology hours.",
            "National certification renews every five years with AANPCB and ANCC, through practice hours and continuing education or by re-examination.",
            "DEA registrations renew every three years, one registration per state of practice.",
            "Collaborative agreements must be updated when the collaborating physician changes, and some states require them to be filed with the board.",
          ],
        },
      ],
    },
    {
      id: "for-employers",
      heading: "Licensing checklist for employers",
      blocks: [
        {
          type: "list",
          style: "check",
          items: [
            "Confirm the practice environment in your state and any collaboration or supervision you must provide.",
            "Ask candidates early which licenses and registrations they already hold.",
            "Budget for license, DEA and certification fees, and pay them as part of the offer.",
            "Track every expiry date: RN and APRN licenses, certification, DEA and collaborative agreements.",
            "Plan start dates around credentialing and payer enrollment, not just the license.",
          ],
        },
      ],
    },
  ],
  disclaimer:
    "This guide is general information, not legal advice. Licensing rules and compact membership change; confirm current requirements with the state board of nursing and the NCSBN before relying on them.",
  sources: [sources.nlc, sources.aprnCompact, sources.aanpPractice],
  related: [
    {
      to: "/nurse-practitioner-specialties",
      label: "NP specialties",
      text: "Population foci and the certifications behind them.",
    },
    {
      to: "/how-to-recruit-nurse-practitioners",
      label: "How to recruit NPs",
      text: "A six-step hiring process, including onboarding and credentialing.",
    },
    {
      to: "/nurse-practitioner-job-market",
      label: "NP job market",
      text: "Growth, pay and regional differences.",
    },
    {
      to: "/faq",
      label: "Recruiting FAQ",
      text: "Fees, timelines, screening and licensing questions answered.",
    },
  ],
});
