import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageScriptBytes, staticScriptBytes } from "./script-bytes";

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
  // A dynamic import written as a template literal (as the bundler writes them), and one by a computed
  // address (React Router's route modules), which names no file.
  write("menu.js", 'import"./shared.js";import"./menu-icon.js";export default 2;', 200);
  write("menu-icon.js", "export const m=1;", 20);
  write("router.js", "const load=(m)=>import(m);export const r=()=>import(`./menu.js`);", 60);
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

  it("counts, apart, the code the page's files import dynamically and what that code imports, once each", async () => {
    const withRouter = html.replace(
      'import "/assets/route.js";',
      'import "/assets/route.js";\nimport "/assets/router.js";',
    );
    const { interactive, idle } = await pageScriptBytes("/faq", withRouter, buildDir);
    expect(interactive.scripts.map((s) => s.url).sort()).toEqual([
      "/assets/entry.js",
      "/assets/icon.js",
      "/assets/inline-only.js",
      "/assets/route.js",
      "/assets/router.js",
      "/assets/shared.js",
    ]);
    // shared.js, imported by the menu too, is counted in the first part only.
    expect(idle.scripts.map((s) => s.url).sort()).toEqual([
      "/assets/dialog-lib.js",
      "/assets/dialog.js",
      "/assets/menu-icon.js",
      "/assets/menu.js",
    ]);
    expect(idle.bytes).toBe(400 + 900 + 200 + 20);
    expect((await staticScriptBytes("/faq", withRouter, buildDir)).bytes).toBe(interactive.bytes);
  });

  it("reads a page without scripts as zero", async () => {
    expect((await staticScriptBytes("/", "<html><body>Plain</body></html>", buildDir)).bytes).toBe(0);
  });
});
