import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The server's feature rooms (docs/architecture.md): features (leads, applications, jobs, site) meet only
 * through the shared rooms (intake, outbox, audit, staff-auth, messages) and the infrastructure (http, db); the shared
 * rooms import no feature; the root files (app.ts, main.ts, retention.ts) compose them and only env.ts is
 * read by everyone; nothing on the server imports scripts/. Tests and test-support may cross rooms: they
 * exercise features together.
 */

const root = path.resolve(import.meta.dirname, "..");
const SHARED_ROOMS = new Set(["intake", "outbox", "audit", "staff-auth", "http", "db", "messages"]);
const FEATURES = new Set(["leads", "applications", "jobs", "site", "alerts"]);
/** Root files anyone may import (configuration). The others compose the rooms and import anything. */
const ROOT_FOR_EVERYONE = new Set(["server/env.ts"]);
const SOURCE = /\.(ts|tsx|mjs)$/;

interface ImportEdge {
  from: string;
  to: string;
}

/** Every module specifier a source names: static and dynamic imports, re-exports, worker URLs. */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s+["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /^\s*import\s+["']([^"']+)["']/gm,
    /new\s+URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The repository path a specifier of `from` names, or null for a package. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith("#server/")) return `server/${specifier.slice("#server/".length)}`;
  if (specifier.startsWith("#schemas/")) return `schemas/${specifier.slice("#schemas/".length)}`;
  if (specifier.startsWith("#app/")) return `app/${specifier.slice("#app/".length)}`;
  if (!specifier.startsWith(".")) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

function roomOf(file: string): string | null {
  const parts = file.split("/");
  if (parts[0] !== "server") return null;
  return parts.length > 2 ? parts[1]! : "";
}

/** Why an import breaks the rooms' rule, or null when it keeps it. */
function violation({ from, to }: ImportEdge): string | null {
  if (to === "scripts" || to.startsWith("scripts/")) return "the server never imports scripts/";
  const source = roomOf(from);
  const target = roomOf(to);
  if (source === null || target === null || source === "") return null;
  if (target === "") {
    const file = SOURCE.test(to) ? to : `${to}.ts`;
    return ROOT_FOR_EVERYONE.has(file) ? null : "only the root files compose the rooms";
  }
  if (target === source || SHARED_ROOMS.has(target)) return null;
  if (FEATURES.has(source)) return `feature ${source} imports feature ${target}`;
  return `shared room ${source} imports feature ${target}`;
}

function productionFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "test-support") out.push(...productionFiles(file));
    } else if (SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(file);
  }
  return out;
}

function serverEdges(): ImportEdge[] {
  return productionFiles("server").flatMap((from) =>
    specifiersOf(fs.readFileSync(path.join(root, from), "utf8"))
      .map((specifier) => resolveSpecifier(from, specifier))
      .filter((to): to is string => to !== null)
      .map((to) => ({ from, to })),
  );
}

describe("the server's rooms", () => {
  it("reads every kind of import a server file can make", () => {
    const source = [
      'import { a } from "../jobs/jobs.repository";',
      'export { b } from "#server/leads/staff.repository";',
      'const c = await import("../../scripts/lib/terminal");',
      'import "./side-effect";',
      'new Worker(new URL("./worker-entry.mjs", import.meta.url));',
    ].join("\n");
    expect(specifiersOf(source)).toEqual(
      expect.arrayContaining([
        "../jobs/jobs.repository",
        "#server/leads/staff.repository",
        "../../scripts/lib/terminal",
        "./side-effect",
        "./worker-entry.mjs",
      ]),
    );
  });

  it("names each kind of crossing it forbids", () => {
    const check = (from: string, specifier: string) =>
      violation({ from, to: resolveSpecifier(from, specifier)! });
    expect(check("server/applications/outbox.ts", "../jobs/jobs.repository")).toBe(
      "feature applications imports feature jobs",
    );
    expect(check("server/site/board.ts", "#server/jobs/jobs.repository")).toBe(
      "feature site imports feature jobs",
    );
    expect(check("server/staff-auth/staff.routes.ts", "../leads/staff.routes")).toBe(
      "shared room staff-auth imports feature leads",
    );
    expect(check("server/site/render-worker.ts", "../../scripts/lib/page-html")).toBe(
      "the server never imports scripts/",
    );
    expect(check("server/leads/outbox.ts", "../main")).toBe("only the root files compose the rooms");
    expect(check("server/messages/staff.routes.ts", "../leads/staff.repository")).toBe(
      "shared room messages imports feature leads",
    );
    // What the rule allows: a feature's own files, the shared rooms, configuration, the root composing.
    expect(check("server/leads/outbox.ts", "./notifications")).toBeNull();
    expect(check("server/applications/public.routes.ts", "../intake/forms")).toBeNull();
    expect(check("server/jobs/outbox.ts", "../outbox/mail")).toBeNull();
    expect(check("server/applications/staff.routes.ts", "../messages/messages.repository")).toBeNull();
    expect(check("server/leads/public.routes.ts", "../env")).toBeNull();
    expect(check("server/app.ts", "./jobs/staff.routes")).toBeNull();
  });

  it("every server file keeps the rule", () => {
    const edges = serverEdges();
    // The scan sees the server's real imports (a scan that found nothing would pass by itself).
    expect(edges.length).toBeGreaterThan(200);
    expect(edges.some((edge) => edge.from === "server/app.ts" && edge.to.startsWith("server/leads/"))).toBe(
      true,
    );
    const broken = edges
      .map((edge) => ({ ...edge, why: violation(edge) }))
      .filter((edge) => edge.why !== null)
      .map((edge) => `${edge.from} → ${edge.to}: ${edge.why}`);
    expect(broken).toEqual([]);
  });
});
