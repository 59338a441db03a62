import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The lint rules that keep the browser code, the server and the shared schemas apart, run by Biome on a
 * small tree of files laid out like the repository's, with the repository's own biome.json.
 */

const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules", ".bin", "biome");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
const config = JSON.parse(fs.readFileSync(path.join(root, "biome.json"), "utf8")) as Record<string, unknown>;
delete config.$schema;
fs.writeFileSync(path.join(dir, "biome.json"), JSON.stringify(config));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Lints one file at `file` that imports `from`; returns the diagnostics of the boundary rules. */
function lintImport(file: string, from: string): string[] {
  const target = path.join(dir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `import { thing } from "${from}";\n\nexport const probe = thing;\n`);
  try {
    const result = spawnSync(biome, ["lint", file], { cwd: dir, encoding: "utf8" });
    const output = `${result.stdout}${result.stderr}`;
    if (result.status !== 0 && !output.includes("noRestrictedImports")) throw new Error(output);
    return output.split("\n").filter((line) => line.includes("never import"));
  } finally {
    fs.rmSync(target);
  }
}

describe("import boundaries (biome.json)", () => {
  it("app/ never imports the server, by alias or relative path", () => {
    expect(lintImport("app/lib/probe.ts", "#server/leads/store")).toHaveLength(1);
    expect(lintImport("app/components/admin/probe.tsx", "../../../server/admin/db")).toHaveLength(1);
    expect(lintImport("app/routes/probe.ts", "../../server")).toHaveLength(1);
  });

  it("server/ never imports the app, except the seed of the job board", () => {
    expect(lintImport("server/leads/probe.ts", "#app/content/site")).toHaveLength(1);
    expect(lintImport("server/admin/probe.ts", "../../app/content/jobs/index")).toHaveLength(1);
    expect(lintImport("server/jobs/seed.ts", "../../app/content/jobs/index")).toEqual([]);
  });

  it("a server feature never imports another feature, and the server never imports scripts/", () => {
    expect(lintImport("server/leads/probe.ts", "../jobs/jobs.repository")).toHaveLength(1);
    expect(lintImport("server/applications/probe.ts", "#server/leads/staff.repository")).toHaveLength(1);
    expect(lintImport("server/site/probe.ts", "../applications/store")).toHaveLength(1);
    expect(lintImport("server/site/probe.ts", "../../scripts/lib/terminal")).toHaveLength(1);
    expect(lintImport("server/http/probe.ts", "../../scripts/lib/terminal")).toHaveLength(1);
    // The shared rooms, a feature's own files, and tests (which exercise features together) are allowed.
    expect(lintImport("server/leads/probe.ts", "../intake/forms")).toEqual([]);
    expect(lintImport("server/jobs/probe.ts", "./jobs.repository")).toEqual([]);
    expect(lintImport("server/applications/probe.test.ts", "../jobs/jobs.repository")).toEqual([]);
  });

  it("schemas/ imports neither", () => {
    expect(lintImport("schemas/probe.ts", "../app/content/site")).toHaveLength(1);
    expect(lintImport("schemas/probe.ts", "#server/env")).toHaveLength(1);
  });

  it("allows what each side may import", () => {
    expect(lintImport("app/lib/probe.ts", "#schemas/paths")).toEqual([]);
    expect(lintImport("app/entry.server.tsx", "react-dom/server")).toEqual([]);
    expect(lintImport("server/leads/probe.ts", "../app")).toEqual([]);
    expect(lintImport("server/leads/probe.ts", "#schemas/lead")).toEqual([]);
    expect(lintImport("scripts/probe.ts", "../app/content/pages")).toEqual([]);
  });
});
