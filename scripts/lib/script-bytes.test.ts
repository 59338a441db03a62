import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { staticScriptBytes } from "./script-bytes";

describe("staticScriptBytes", () => {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "script-bytes-"));
  const assets = path.join(buildDir, "client", "assets");
  fs.mkdirSync(assets, { recursive: true });
  const write = (name: string, code: string, brotliBytes?: number) => {
    fs.writeFileSync(path.join(assets, name), code);
    if (brotliBytes !== undefined) fs.writeFileSync(path.join(assets, `${name}.br`), "x".repeat(brotliBytes));
  };
  // entry -> shared (static), entry -> dialog (dynamic, on a click), route -> shared, route -> icon.
  write("entry.js", 'import{a as e}from"./shared.js";const d=()=>import("./dialog.js");e(d);', 100);
  write("shared.js", "export const a=(f)=>f;", 50);
  write("dialog.js", 'import"./dialog-lib.js";export default 1;', 400);
  write("dialog-lib.js", "export const big=1;", 900);
  write("route.js", 'export*from"./shared.js";import"./icon.js";', 30);
  write("icon.js", "export const i=1;");
  write("inline-only.js", "export {};", 7);
  afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

  const html = `<!DOCTYPE html><html><head>
    <link rel="stylesheet" href="/assets/app.css"/>
    <link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>
    <link rel="preload" as="image" href="/assets/photo.js"/>
    </head><body><script type="application/ld+json">{"import":"./nothing.js"}</script>
    <script type="module" async="">import "/assets/route.js";
    await import("/assets/inline-only.js");</script></body></html>`;

  it("counts the module preloads, every import of the inline module scripts and their static imports, not the files' dynamic ones", async () => {
    const result = await staticScriptBytes("/faq", html, buildDir);
    expect(result.scripts.map((s) => s.url).sort()).toEqual([
      "/assets/entry.js",
      "/assets/icon.js",
      "/assets/inline-only.js",
      "/assets/route.js",
      "/assets/shared.js",
    ]);
    // Brotli size where the build has a .br file, else the file's own size (icon.js: 17 bytes).
    expect(result.bytes).toBe(100 + 17 + 7 + 30 + 50);
    expect(result.path).toBe("/faq");
  });

  it("reads a page without scripts as zero", async () => {
    expect((await staticScriptBytes("/", "<html><body>Plain</body></html>", buildDir)).bytes).toBe(0);
  });
});
