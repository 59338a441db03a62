import { describe, expect, it } from "vitest";
import { deferHydrationToFirstPaint } from "./page-html";

const page = (head: string, module: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>${head}</head>` +
  `<body><main>Text</main><script>window.__context = {};</script><script type="module" async="">${module}</script>` +
  "<script>window.__context.done = true;</script></body></html>";

const ROUTER_MODULE =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport * as route1 from "/assets/home-3.js";\n  \n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-4.js");';

describe("deferHydrationToFirstPaint", () => {
  const html = page(
    '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/ui-5.js"/>' +
      '<link rel="preload" href="/x.svg" as="image"/>',
    ROUTER_MODULE,
  );
  const deferred = deferHydrationToFirstPaint(html);
  const module = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)![1]!;

  it("takes the module preloads out of the page and leaves every other link and script where it was", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).toContain('<link rel="preload" href="/x.svg" as="image"/></head>');
    expect(deferred).toContain('<script>window.__context = {};</script><script type="module" async="">');
    expect(deferred).toMatch(/<\/script><script>window.__context.done = true;<\/script><\/body>/);
  });

  it("waits for the first contentful paint, then preloads and imports in React Router's order", () => {
    const paint = module.indexOf('getEntriesByName("first-contentful-paint")');
    const preloads = module.indexOf('["/assets/manifest-1.js","/assets/ui-5.js"]');
    const order = [
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-2.js");',
      'const route1 = await import("/assets/home-3.js");',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-4.js");',
    ].map((line) => module.indexOf(line));
    expect(paint).toBeGreaterThan(0);
    expect(preloads).toBeGreaterThan(paint);
    expect(order[0]).toBeGreaterThan(preloads);
    for (let i = 1; i < order.length; i++) expect(order[i]).toBeGreaterThan(order[i - 1]!);
    // No static import is left: it would be fetched as soon as the script is parsed.
    expect(module).not.toMatch(/^\s*import[\s{*"]/m);
  });

  it("does not defer twice, and leaves a module script of another form alone", () => {
    expect(deferHydrationToFirstPaint(deferred)).toBe(deferred);
    const other = page('<link rel="modulepreload" href="/a.js"/>', 'import { a } from "/a.js";\na();');
    expect(deferHydrationToFirstPaint(other)).toBe(other);
    const plain = "<html><body>No scripts</body></html>";
    expect(deferHydrationToFirstPaint(plain)).toBe(plain);
  });
});
