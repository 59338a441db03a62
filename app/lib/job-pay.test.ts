import { describe, expect, it } from "vitest";
import { jobs } from "#app/content/jobs/index";
import { formatBonus, formatPay, jobPayLabel } from "./job-pay";

describe("formatPay", () => {
  it("states ranges, ceilings and single figures with their unit", () => {
    expect(formatPay({ kind: "range", min: 120_000, max: 140_000, unit: "YEAR", plus: true })).toBe(
      "$120,000-$140,000+ per year",
    );
    expect(formatPay({ kind: "range", min: 70, max: 90, unit: "HOUR", plus: true })).toBe(
      "$70-$90+ per hour",
    );
    expect(formatPay({ kind: "upTo", max: 60, unit: "HOUR" })).toBe("Up to $60 per hour");
    expect(formatPay({ kind: "exact", value: 130_000, unit: "YEAR" })).toBe("$130,000 per year");
  });
});

describe("formatBonus", () => {
  it("words annual, ceiling and per-unit bonuses", () => {
    expect(formatBonus({ amount: 35_000, upTo: false, annual: true })).toBe("$35,000 annual bonus");
    expect(formatBonus({ amount: 26_000, upTo: true, annual: false })).toBe("Up to $26,000 bonus");
    expect(formatBonus({ amount: 500, upTo: false, annual: false, per: "facility onboarded" })).toBe(
      "$500 bonus per facility onboarded",
    );
  });
});

describe("jobPayLabel", () => {
  it("gives every posting a short menu label", () => {
    expect(Object.fromEntries(jobs.map((job) => [job.path, jobPayLabel(job)]))).toEqual({
      "/job-valley-alabama": "$120K-140K",
      "/job-nyc-manhattan": "$140K-165K",
      "/job-oklahoma-neuropathy": "$130K",
      "/job-sales-representative": "$75K plus $500/facility",
      "/job-np-remote-telemedicine": "Up to $60/hr",
      "/job-st-elmo-pmr": "$75-90/hr part-time",
      "/job-hyannis-pmr": "Up to $150K plus $35K",
      "/job-gainesville-conyers-pmr": "Up to $140K plus $26K",
      "/job-atlanta-pmr": "Up to $140K plus $26K",
      "/job-chatham-pmr": "Up to $150K plus $35K",
      "/job-spring-arbor-archbold-pmr": "Up to $135K plus $26K",
      "/job-il-mo-pmr": "Up to $135K plus $26K",
      "/job-godfrey-il-pmr-parttime": "$70-90/hr part-time",
      "/job-minneapolis-pmr": "Up to $140K plus $26K",
      "/job-minneapolis-osseo-pmr": "Up to $140K plus $26K",
      "/job-hastings-mi-pmr-parttime": "$70-90/hr part-time",
    });
  });
});
