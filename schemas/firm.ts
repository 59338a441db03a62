/**
 * The firm's name and contact details, for the site (app/content/site.ts) and for what the server writes
 * to people (the candidates' confirmation e-mail) alike.
 */
export const FIRM = {
  name: "Apex NP & PA Recruiting",
  email: "recruiting@apexnppa.com",
  phone: "(888) 555-0142",
  phoneHref: "tel:+18885550142",
} as const;
