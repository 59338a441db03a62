import { describe, expect, it } from "vitest";
import { jobs } from "#app/content/jobs/index";
import { stateOptions, toJobCard } from "./job-cards";
import { matchesJobFilters, noFilters, parseJobFilters } from "./job-filters";

const cards = jobs.map(toJobCard);
const states = stateOptions(cards);
const codes = states.map((s) => s.value);

function paths(query: string): string[] {
  const filters = parseJobFilters(new URLSearchParams(query), codes);
  return cards.filter((card) => matchesJobFilters(card, filters)).map((card) => card.path);
}

describe("job cards and filters", () => {
  it("offers every state with a posting, by name, then Remote", () => {
    expect(states.map((s) => s.label)).toEqual([
      "Alabama",
      "Georgia",
      "Illinois",
      "Massachusetts",
      "Michigan",
      "Minnesota",
      "Missouri",
      "New York",
      "Ohio",
      "Oklahoma",
      "Remote",
    ]);
  });

  it("shows every card with no filters and ignores unknown values", () => {
    expect(parseJobFilters(new URLSearchParams("role=RN&state=ZZ&type=contract"), codes)).toEqual(noFilters);
    expect(paths("")).toHaveLength(16);
  });

  it("filters by role, state and type, and combines them", () => {
    expect(paths("role=PA")).not.toContain("/job-oklahoma-neuropathy");
    expect(paths("role=PA")).toContain("/job-nyc-manhattan");
    expect(paths("role=NP")).not.toContain("/job-nyc-manhattan");
    expect(paths("role=NP")).not.toContain("/job-sales-representative");
    expect(paths("state=MO")).toEqual(["/job-il-mo-pmr"]);
    expect(paths("state=remote")).toEqual(["/job-sales-representative", "/job-np-remote-telemedicine"]);
    expect(paths("type=part-time")).toEqual([
      "/job-np-remote-telemedicine",
      "/job-st-elmo-pmr",
      "/job-godfrey-il-pmr-parttime",
      "/job-hastings-mi-pmr-parttime",
    ]);
    expect(paths("role=PA&state=IL&type=part-time")).toEqual([
      "/job-st-elmo-pmr",
      "/job-godfrey-il-pmr-parttime",
    ]);
  });

  it("gives each card its place, type and pay label", () => {
    const card = cards.find((c) => c.path === "/job-godfrey-il-pmr-parttime");
    expect(card).toMatchObject({
      places: ["Godfrey, IL 62035", "Alton, IL 62002", "Wood River, IL 62095"],
      type: "Part-time",
      pay: "$70-90/hr part-time",
      states: ["IL"],
      types: ["part-time"],
    });
    expect(cards.find((c) => c.path === "/job-np-remote-telemedicine")?.type).toBe("Full-time or part-time");
  });
});
