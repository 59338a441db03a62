import { LEAD_RETENTION_MONTHS } from "#schemas/retention";
import { site } from "./site";
import type { ContentOf } from "./schemas";
export type { LegalSection, LegalDocument } from "./schemas";

/** How many months an inquiry is kept after the last contact: the server's retention default, one figure. */
export const leadRetentionMonths = LEAD_RETENTION_MONTHS;

export const privacyPolicy: ContentOf<"legal.privacy"> = {
  updated: site.contentUpdated,
  summary: [
    "We collect only what you type into our contact forms, plus the page and campaign that brought you to the form.",
    "We use it to answer your inquiry and to match employers with nurse practitioners and physician assistants. We never sell it.",
    "We set no cookies and run no analytics or advertising trackers for visitors.",
    `We keep an inquiry for up to ${leadRetentionMonths} months after our last contact with you, and you can ask us to delete it at any time.`,
    "A job alert emails you only after you confirm it, and every alert email lets you unsubscribe in one click.",
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        `${site.name} is a recruiting firm that places nurse practitioners (NPs) and physician assistants (PAs) with healthcare employers in the United States. This policy explains what personal information this website collects, why, how long we keep it, who receives it and the choices you have. It applies to this website and to the inquiries sent through it.`,
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect",
      paragraphs: [
        "You do not need to give us any information to read this website. We collect personal information only when you send one of our contact forms. Depending on the form, that is:",
      ],
      list: [
        "Your first and last name, email address and phone number.",
        "Whether you are a healthcare organization or an NP/PA professional.",
        "If you are hiring: the name of your organization (optional).",
        "If you are looking for a role: your current or desired position and your specialty (optional).",
        "Your location (optional) and the message you write to us.",
        "Which form you used, the page you sent it from, the first page you visited on our site, the address of the site that referred you to us (when your browser shares it) and any campaign tags in the link you followed, such as utm_source or utm_campaign.",
      ],
      closing: [
        "Please do not include patient information or other health details in a message. We do not need them, and our forms are not designed to receive them.",
        "When your browser requests a page or sends a form, our server also processes its IP address to deliver the site and keep it secure. With each form we store a scrambled, one-way code made from that address (never the address itself), the name and version of your browser, and how long the form took to fill in. We use these only to stop spam and to limit how many forms can be sent from one connection in an hour.",
      ],
    },
    {
      id: "job-alerts",
      heading: "Job alerts",
      paragraphs: [
        "If you ask for a job alert, we store your email address, the role, states or remote work and specialty you chose, how often you want to hear from us, and when you asked and confirmed. We send you one email with a link to confirm the alert and nothing else until you confirm it; a request that is not confirmed is deleted within a few days.",
        `We use the alert only to email you new NP and PA roles that match it. Every alert email has a link to change the alert and a one-click unsubscribe link; unsubscribing deletes the alert. Otherwise we delete an alert ${leadRetentionMonths} months after you last confirmed or changed it. Our recruiters see only how many people have alerts for each role, and you can ask us for a copy of your alerts or their deletion as described below.`,
      ],
    },
    {
      id: "why-we-use-it",
      heading: "Why we use it",
      paragraphs: ["We use the information you send us only to:"],
      list: [
        "Reply to your inquiry, usually within 20 minutes during business hours, by email or phone.",
        "Understand the role you want to fill or the position you are looking for, and match employers with suitable candidates.",
        "Learn which pages and campaigns lead people to contact us, so that we can improve the site.",
        "Protect the site and our staff from spam and abuse, and meet our legal obligations.",
      ],
      closing: [
        "We do not sell or rent personal information, we do not share it for advertising, and we do not add you to a marketing list. No decision about you is made by automated means.",
      ],
    },
    {
      id: "who-receives-it",
      heading: "Who receives it",
      paragraphs: ["Your inquiry is seen by the people who need it to help you:"],
      list: [
        "Our recruiters and staff, who read inquiries in a private inbox that only they can sign in to.",
        "Our recruiting mailbox, which receives an email notification of each new inquiry through our email service provider.",
        "Our own business systems, such as our candidate and client records, which may receive an automatic, signed notification of each new inquiry (a webhook) sent only to addresses we control.",
        "The hosting provider that runs this website and its database on our behalf.",
      ],
      closing: [
        "If you are an NP or PA, we share your details with a prospective employer only after we have discussed the specific role with you and you have agreed. We may disclose information when the law requires it, or to protect our rights, our staff or the public. Our service providers may use your information only to provide their service to us.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and tracking",
      paragraphs: [
        "We set no cookies for visitors, and we use no analytics, advertising or social media tracking scripts.",
        "To remember whether you have already seen our pop-up offer or sent a form, and which page and campaign brought you to the site, the site uses your browser's session storage. That information stays on your device, is sent to us only as part of a form you choose to send, and is erased when you close the browser tab. The only cookie the site sets is a sign-in cookie for our own staff.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: [
        `We keep an inquiry while we are working with you and for up to ${leadRetentionMonths} months after our last contact, so that we can follow up on a search or tell you about suitable roles you asked to hear about. After that it is deleted, along with the notification emails about it. If you ask us to delete your information sooner, we will.`,
        "If you become a client or a placed candidate, we keep the records that tax, employment and contract law require for as long as those laws require.",
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      paragraphs: [
        "Information you send travels over an encrypted (HTTPS) connection. It is stored on servers that only our authorized staff can reach, each with their own sign-in, and we record who signs in and who exports data. No system is perfectly secure, but we take care to protect what you share with us and will tell you without undue delay if a breach affects your information.",
      ],
    },
    {
      id: "your-choices",
      heading: "Your choices and how to ask for deletion",
      paragraphs: [
        `You can ask us at any time what information we hold about you, to correct it, or to delete it. Email ${site.email} with the subject "Privacy request", from the address you used in the form if possible, or call ${site.phone}. We reply within 30 days, and we may ask you to confirm your identity before acting on the request.`,
        "Some US states, such as California, give their residents specific rights over personal information. We honor the requests described above for every visitor, wherever you live, and we will never treat you differently for making one.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "This website is meant for healthcare employers and licensed or student clinicians. It is not directed at children under 16, and we do not knowingly collect their information. If you believe a child has sent us information, contact us and we will delete it.",
      ],
    },
    {
      id: "other-sites",
      heading: "Links to other websites",
      paragraphs: [
        `Our pages link to other websites, such as the ${site.partnerNetwork.name} and LinkedIn. Those sites have their own privacy policies, and this policy does not cover them.`,
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "If we change how we handle personal information, we will update this page and the date at the top. If a change affects information we already hold in a significant way, we will tell the people concerned by email.",
      ],
    },
  ],
};

export const termsOfService: ContentOf<"legal.terms"> = {
  updated: site.contentUpdated,
  summary: [
    "Our recruiting service is always free for nurse practitioners and physician assistants.",
    "Employers pay a placement fee, typically 20-25% of the provider's first-year base salary, and only once the hire starts.",
    "Job postings and guides are provided in good faith for information; check important details with us and with the relevant state board.",
  ],
  sections: [
    {
      id: "agreement",
      heading: "About these terms",
      paragraphs: [
        `These terms govern your use of this website, operated by ${site.name} ("we", "us"). By using the site you agree to them. If you do not agree, please do not use the site. Our privacy policy, which explains how we handle the information you send us, forms part of these terms.`,
      ],
    },
    {
      id: "our-service",
      heading: "Our service",
      paragraphs: [
        "We are a recruiting firm. We introduce healthcare employers to nurse practitioners and physician assistants for permanent positions and for contract and locum assignments, advertise open roles, screen candidates and support both sides through interviews and offers.",
        "Unless we agree otherwise in writing, the decision to hire, the terms of employment and the employment relationship itself are between the employer and the provider. We do not guarantee that an employer will make a hire or that a candidate will receive an offer.",
      ],
    },
    {
      id: "free-for-clinicians",
      heading: "Free for nurse practitioners and physician assistants",
      paragraphs: [
        "We never charge NPs or PAs for our service: not for applying, for introductions, for career or salary advice, or for help negotiating an offer. Our fee is paid by the employer and is never deducted from your pay.",
        "If you ask us to represent you for a role, we will tell you the name of the employer before we share your details with them.",
      ],
    },
    {
      id: "employer-fees",
      heading: "Fees for employers",
      paragraphs: [
        "There is no cost to an employer until a provider we introduced starts work. Our placement fee is typically 20-25% of the provider's first-year base salary, and we offer a flexible fee structure based on your budget. Advertising your role on the major job boards is free.",
        "Before a search begins we confirm the fee, payment terms and any contract or locum rates in a written agreement. If that agreement differs from these terms, the agreement applies.",
      ],
    },
    {
      id: "postings-and-guides",
      heading: "Job postings, figures and guides",
      paragraphs: [
        "Job postings describe roles as our clients have described them to us. Pay, schedules and requirements can change, and a role may be filled before a posting is taken down, so please confirm the details with your recruiter.",
        "Our guides, salary ranges and market figures are general information based on our experience and public sources. Figures about our own results describe past performance and are not a promise of future results. Nothing on this site is legal, tax, immigration or licensing advice; for licensing and scope-of-practice questions, check with the relevant state board.",
      ],
    },
    {
      id: "your-submissions",
      heading: "Information you send us",
      paragraphs: [
        "When you use a contact form you agree to give accurate information about yourself, to send only your own details or those you are authorized to share, and to leave patient information out of your message. You agree that we may contact you by email or phone about your inquiry.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      paragraphs: ["When using the site, please do not:"],
      list: [
        "Send forms automatically, in bulk or with false information.",
        "Try to gain access to parts of the site or its systems that are not public, or interfere with their operation.",
        "Copy or harvest contact details or postings from the site for marketing or resale.",
        "Use the site for anything unlawful, misleading or harmful.",
      ],
      closing: ["We may block access to the site for anyone who breaks these rules."],
    },
    {
      id: "content",
      heading: "Our content",
      paragraphs: [
        `The text, design and logos on this site belong to ${site.name} or to those who licensed them to us. You are welcome to link to any page, and to print or share our guides and postings for your own, non-commercial use with credit to us. Client names and logos appear with their permission and remain their property.`,
      ],
    },
    {
      id: "other-sites",
      heading: "Links to other websites",
      paragraphs: [
        `Some links lead to websites we do not operate, such as the ${site.partnerNetwork.name} and LinkedIn. We are not responsible for their content or their practices, and your use of them is governed by their own terms.`,
      ],
    },
    {
      id: "liability",
      heading: "Disclaimer and limitation of liability",
      paragraphs: [
        'We work to keep the site accurate and available, but it is provided "as is", without warranties of any kind, and we do not promise that it will always be available or free of errors.',
        "To the fullest extent the law allows, we are not liable for indirect or consequential losses arising from your use of the site, and our total liability for any claim about the site is limited to $100. Nothing in these terms limits liability that cannot be limited by law, and our written agreements with clients set out our responsibilities for the recruiting services themselves.",
      ],
    },
    {
      id: "changes",
      heading: "Changes and governing law",
      paragraphs: [
        "We may update these terms from time to time; the date at the top shows the latest version, and it applies from the day it is posted. These terms are governed by the laws of the United States and of the state in which we have our principal place of business.",
      ],
    },
  ],
};
