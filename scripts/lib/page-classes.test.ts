import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";

const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");

function builtPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : builtPages(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Classes of `classList` that a later class for the same CSS property overrides. */
function overriddenClasses(classList: string): string[] {
  const classes = classList.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes.join(" ")).split(" "));
  return classes.filter((name, index) => !kept.has(name) && classes.indexOf(name) === index);
}

describe("overriddenClasses", () => {
  it("names the utility that a later one for the same property replaces", () => {
    expect(overriddenClasses("px-4 max-w-6xl py-2 max-w-4xl")).toEqual(["max-w-6xl"]);
    expect(overriddenClasses("hidden sm:grid grid-cols-2")).toEqual([]);
  });
});

// The browser joins class names without a merging library (app/lib/utils.ts), so two utilities for
// one property on an element would leave the winner to the stylesheet's order. No page may have any.
describe.skipIf(!fs.existsSync(clientDir))("the built pages' classes", () => {
  it("never set two utilities for the same property on one element", () => {
    const conflicts: string[] = [];
    for (const file of builtPages(clientDir)) {
      const html = fs.readFileSync(file, "utf8");
      for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
        const classList = match[1]!.replace(/&amp;/g, "&");
        const overridden = overriddenClasses(classList);
        if (overridden.length > 0)
          conflicts.push(`${path.relative(clientDir, file)}: ${overridden.join(" ")} in "${classList}"`);
      }
    }
    expect(conflicts).toEqual([]);
  });
});
