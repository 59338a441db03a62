import type { ContentOf } from "./schemas";
import { site } from "./site";

/** The eight questions on the landing page (landing-page figures: 24-48 hours, 1-3 weeks). */
export const landingFaq: ContentOf<"faq.landing"> = [
  {
    question: "How quickly will I hear from you and see candidates?",
    answer:
      "A specialist recruiter responds within 20 minutes during business hours. Once we have agreed the details of the role, you receive pre-screened candidates in 24-48 hours, and most searches are complete within 1-3 weeks.",
  },
  {
    question: "What does it cost to hire a nurse practitioner or physician assistant through you?",
    answer:
      "There is no cost until your new provider starts work. There is no retainer and no charge for advertising, and our fee structure is flexible and based on your budget. Your recruiter explains the fee in writing before the search begins.",
  },
  {
    question: "Is your service free for NPs and PAs?",
    answer:
      "Yes. Nurse practitioners and physician assistants never pay us anything. Employers pay our fee, and it never comes out of your salary.",
  },
  {
    question: "Which kinds of NPs and PAs do you place?",
    answer:
      "We recruit only advanced practice providers: family, adult-gerontology, pediatric, women's health, psychiatric and acute care nurse practitioners, and certified physician assistants in primary care, surgery, orthopedics, emergency medicine, PM&R, behavioral health and many other specialties.",
  },
  {
    question: "Do you offer contract coverage as well as permanent placement?",
    answer:
      "Yes. Alongside permanent hires we arrange contract and locum assignments from a two-week minimum, with providers typically starting within 1-2 weeks, and contract-to-permanent arrangements when you want to work together first.",
  },
  {
    question: "How do you screen the candidates you send?",
    answer:
      "Every candidate is interviewed by a recruiter about their clinical background and goals. We verify state licensure, national certification and DEA registration where it applies, and check professional references, so you spend interview time only on people who qualify.",
  },
  {
    question: "Where do you recruit?",
    answer:
      "Across the United States, in cities, suburbs and rural communities, and for remote telemedicine roles. We search a database of over 5 million candidates and advertise your role free of charge on the major job boards.",
  },
  {
    question: "Why use a specialist NP and PA recruiter instead of a general agency?",
    answer: `We were the first recruiting firm to focus only on advanced practice providers, in ${site.founded}, and we have been part of a national recruiting network since ${site.networkSince}. That focus is why 96% of our searches end in a successful placement.`,
  },
];
