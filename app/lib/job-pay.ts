import type { Bonus, JobPosting, Pay } from "#schemas/job-posting";

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

export function formatMoney(amount: number): string {
  return dollars.format(amount);
}

const unitWords = { YEAR: "per year", HOUR: "per hour" } as const;

/** The base pay as the page states it, e.g. "$120,000-$140,000+ per year" or "Up to $60 per hour". */
export function formatPay(pay: Pay): string {
  const unit = unitWords[pay.unit];
  switch (pay.kind) {
    case "range":
      return `${formatMoney(pay.min)}-${formatMoney(pay.max)}${pay.plus ? "+" : ""} ${unit}`;
    case "upTo":
      return `Up to ${formatMoney(pay.max)} ${unit}`;
    case "exact":
      return `${formatMoney(pay.value)} ${unit}`;
  }
}

/** e.g. "$35,000 annual bonus", "Up to $26,000 bonus", "$500 bonus per facility onboarded". */
export function formatBonus(bonus: Bonus): string {
  const parts = [bonus.upTo ? `Up to ${formatMoney(bonus.amount)}` : formatMoney(bonus.amount)];
  if (bonus.annual) parts.push("annual");
  parts.push("bonus");
  if (bonus.per) parts.push(`per ${bonus.per}`);
  return parts.join(" ");
}

function short(amount: number): string {
  return amount >= 1000 && amount % 1000 === 0 ? `${amount / 1000}K` : String(amount);
}

/** Compact pay for menus and cards: "$120K-140K", "Up to $150K plus $35K", "$70-90/hr part-time". */
export function jobPayLabel(job: Pick<JobPosting, "pay" | "bonus" | "employmentTypes">): string {
  const { pay, bonus } = job;
  const hourly = pay.unit === "HOUR" ? "/hr" : "";
  let label: string;
  switch (pay.kind) {
    case "range":
      label = `$${short(pay.min)}-${short(pay.max)}${hourly}`;
      break;
    case "upTo":
      label = `Up to $${short(pay.max)}${hourly}`;
      break;
    case "exact":
      label = `$${short(pay.value)}${hourly}`;
      break;
  }
  if (bonus) label += ` plus $${short(bonus.amount)}${bonus.per ? `/${bonus.per.split(" ")[0]}` : ""}`;
  if (job.employmentTypes.length === 1 && job.employmentTypes[0] === "PART_TIME") label += " part-time";
  return label;
}
