import { describe, expect, it } from "vitest";
import { deprioritiseModulePreloads } from "./page-html";

describe("deprioritiseModulePreloads", () => {
  it("marks every module preload low priority and leaves other links alone", () => {
    const html =
      '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/a.js"/>' +
      '<link rel="modulepreload" href="/assets/b.js" crossorigin=""/><link rel="preload" href="/x.svg" as="image"/>';
    expect(deprioritiseModulePreloads(html)).toBe(
      '<link rel="stylesheet" href="/assets/app.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" crossorigin=""/>' +
        '<link rel="preload" href="/x.svg" as="image"/>',
    );
  });

  it("does not mark a preload twice", () => {
    const once = deprioritiseModulePreloads('<link rel="modulepreload" href="/assets/a.js"/>');
    expect(deprioritiseModulePreloads(once)).toBe(once);
  });
});
