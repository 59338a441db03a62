import { site } from "./site";
import type { ContentOf } from "./schemas";
export type { FaqItem, FaqCategory } from "./schemas";

/** The FAQ page's four accordions (FAQ-page figures: 48-72 hours, 2-4 weeks). */
export const faqCategories: ContentOf<"faq.page"> = [
  {
    id: "general",
    title: "General",
    items: [
      {
        question: `Who is ${site.name}?`,
        answer: `We are a recruiting firm that places nurse practitioners and physician assistants with healthcare employers across the United States. Founded in ${site.founded} as the first firm to focus only on advanced practice providers, we have been part of the ${site.partnerNetwork.name} since ${site.networkSince}.`,
      },
      {
        question: "Which professionals do you recruit?",
        answer:
          "Only nurse practitioners and physician assistants. Focusing on two professions lets our recruiters understand certifications, scope of practice and pay in more than 30 specialties, from family medicine and psychiatry to orthopedics and PM&R.",
      },
      {
        question: "Where do you place providers?",
        answer:
          "In all 50 states, in hospitals, physician practices, community health centers, urgent care, long-term care and telemedicine. For roles across state lines we help candidates plan their licensing early.",
      },
      {
        question: "Is the service free for nurse practitioners and physician assistants?",
        answer:
          "Always. Candidates never pay a fee for introductions, advice or negotiation support. The employer pays our placement fee, and it is never deducted from your pay.",
      },
      {
        question: "How do I get in touch with a recruiter?",
        answer: `Use the contact form on our home page, email ${site.email} or call ${site.phone}. A recruiter replies within 20 minutes during business hours.`,
      },
    ],
  },
  {
    id: "employers",
    title: "For Healthcare Employers",
    items: [
      {
        question: "How much does it cost to hire through you?",
        answer:
          "Nothing until your new provider starts. Our placement fee is typically 20-25% of the provider's first-year base salary, with a flexible structure based on your budget. There is no retainer and no charge for advertising your role.",
      },
      {
        question: "How quickly will we see candidates?",
        answer:
          "You will usually receive your first pre-screened candidates within 48-72 hours of our initial consultation, and most placements are completed in 2-4 weeks. Clients who move from slow job-board hiring to our process often cut time-to-fill from 60 days to 14-21 days.",
      },
      {
        question: "Do you advertise our open position?",
        answer:
          "Yes, free of charge. We write a custom job description with you, post it on the major job boards and promote it to our own network, while also searching our database of over 5 million candidates for providers who are not actively looking.",
      },
      {
        question: "Can you provide temporary or locum coverage?",
        answer:
          "Yes. Contract and locum assignments run for a minimum of two weeks, and providers typically start within 1-2 weeks of your request, subject to licensing and credentialing at your facility.",
      },
      {
        question: "How do you make sure a placement lasts?",
        answer:
          "We match on more than credentials: schedule, call, patient volume, support and career goals are discussed with both sides before an interview. We stay in touch through onboarding, and 94% of the providers we place are still in their role after one year.",
      },
    ],
  },
  {
    id: "process",
    title: "Recruitment Process and Requirements",
    items: [
      {
        question: "What are the steps of your recruitment process?",
        answer:
          "A consultation about the role, a custom job description and free advertising, targeted sourcing and screening, a shortlist of pre-screened candidates, interviews that we schedule and debrief, and support with the offer, credentialing and start date.",
      },
      {
        question: "How do you screen candidates?",
        answer:
          "Recruiters interview every candidate about clinical experience, procedures, patient populations and goals. We verify active state licensure, national certification (AANPCB or ANCC for nurse practitioners, NCCPA for physician assistants) and DEA registration where required, and we check professional references.",
      },
      {
        question: "What licenses and certifications do NPs and PAs need?",
        answer:
          "A nurse practitioner needs an active RN license, an APRN license in the state of practice and national board certification in their population focus. A physician assistant needs a degree from an accredited PA program, NCCPA certification after passing the PANCE, and a state PA license. Both need DEA registration to prescribe controlled substances.",
      },
      {
        question: "How long does licensing take when a provider moves to a new state?",
        answer:
          "License processing usually takes 4-8 weeks, depending on the state board. The Nurse Licensure Compact covers only the RN license, not the APRN license, so nurse practitioners still apply to each new state. We start licensing alongside interviews so it does not delay the start date.",
      },
      {
        question: "What must an employer have in place for an NP or PA to practice?",
        answer:
          "It depends on the state. Some states grant nurse practitioners full practice authority, while others require a collaborative or supervisory agreement with a physician; physician assistants practice under state collaboration or supervision rules. We explain the requirements for your state before you interview.",
      },
    ],
  },
  {
    id: "compensation",
    title: "Compensation and Benefits",
    items: [
      {
        question: "What do nurse practitioners earn?",
        answer:
          "Most full-time NP offers we see fall between $125,000 and $145,000 a year in base salary. Specialty, setting, region and call shape the number: psychiatric, acute care and surgical roles usually sit toward the top of the range.",
      },
      {
        question: "What do physician assistants earn?",
        answer:
          "Most full-time PA offers we see fall between $120,000 and $140,000 a year in base salary, with surgical, emergency medicine and dermatology roles commonly paying more and productivity bonuses adding to the total.",
      },
      {
        question: "Are signing bonuses common?",
        answer:
          "Yes, especially in specialties and regions that are hard to fill. Signing bonuses typically range from $5,000 to $30,000 and are often paid over 1-2 years, with a repayment clause if the provider leaves early.",
      },
      {
        question: "What benefits should NPs and PAs expect?",
        answer:
          "A full-time package usually includes health, dental and vision insurance, a retirement plan with employer match, malpractice coverage, an annual CME allowance of $2,000-$5,000 and 3-5 weeks of paid time off.",
      },
      {
        question: "Will you help me negotiate my offer?",
        answer:
          "Yes, at no cost to you. We share current market data for your specialty and region, explain the full value of the package, and negotiate salary, schedule and benefits on your behalf.",
      },
    ],
  },
];
