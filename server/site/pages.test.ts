import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineStyleHashes } from "./build/inline-scripts";
import { CONTENT_PATHS, JOB_PATHS, LEGACY_JOB_PATHS } from "../../tests/spec-routes";
import { builtSite, startTestApp } from "../test-support/build";

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const SITE_URL = "http://localhost:3000";

function headOf(html: string) {
  return html.slice(0, html.indexOf("</head>"));
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("pages", () => {
  it.each([...CONTENT_PATHS, ...JOB_PATHS])("%s answers 200 with its prerendered content", async (path) => {
    const res = await t.app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = res.body;
    expect(html).toMatch(/<h1[^>]*>[^<]{4,}/);
    const head = headOf(html);
    expect(head).toContain(
      `<link rel="canonical" href="${path === "/" ? `${SITE_URL}/` : SITE_URL + path}"/>`,
    );
    expect(head).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(head).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(head).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).not.toMatch(/lorem ipsum|coming soon/i);
    // Nothing is streamed into hidden segments: content there is invisible without JavaScript.
    expect(html).not.toMatch(/<div hidden id="S:\d+">/);
  });

  it("gives every page a unique title and description", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of [...CONTENT_PATHS, ...JOB_PATHS]) {
      const head = headOf((await t.app.inject({ url: path })).body);
      titles.add(head.match(/<title>([^<]+)<\/title>/)![1]!);
      descriptions.add(head.match(/<meta name="description" content="([^"]+)"/)![1]!);
    }
    expect(titles.size).toBe(CONTENT_PATHS.length + JOB_PATHS.length);
    expect(descriptions.size).toBe(CONTENT_PATHS.length + JOB_PATHS.length);
  });

  it("describes the firm as an Organization on the landing page", async () => {
    const html = (await t.app.inject({ url: "/" })).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const organization = blocks.find((block) => block["@type"] === "EmploymentAgency");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: expect.any(String),
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}/icon-512.png`,
      telephone: expect.any(String),
    });
  });

  it("answers HEAD like GET without a body", async () => {
    const get = await t.app.inject({ url: "/faq" });
    const head = await t.app.inject({ method: "HEAD", url: "/faq" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it.each([
    "/no-such-page",
    "/job-unknown",
    "/jobs/unknown",
    "/faq/extra",
    "/index.html",
    "/404",
    "/__spa-fallback.html",
  ])("%s answers 404 with the not-found page", async (path) => {
    const res = await t.app.inject({ url: path });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain("404 Page Not Found");
    expect(res.body).not.toContain("Did you forget to add the page to the router?");
    expect(res.body).toContain('href="/jobs"');
    expect(res.body).toContain("Contact a recruiter");
  });

  it.each(Object.entries(LEGACY_JOB_PATHS))("%s redirects permanently to %s", async (from, to) => {
    const res = await t.app.inject({ url: from });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it.each([
    ["/faq/", "/faq"],
    ["/job-atlanta-pmr/", "/job-atlanta-pmr"],
    ["/jobs/atlanta-pmr/", "/job-atlanta-pmr"],
    ["/faq/?utm_source=x", "/faq?utm_source=x"],
  ])("trailing-slash form %s redirects to %s", async (from, to) => {
    const res = await t.app.inject({ url: from });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it("never redirects to another host", async () => {
    const res = await t.app.inject({ url: "//evil.example/" });
    expect(res.statusCode).toBe(404);
  });
});

describe("first load", () => {
  const FORM_PAGES = ["/", "/nurse-practitioner-salary-guide", "/physician-assistant-salary-guide"];

  /** The scripts the page's inline module script preloads once the page is painted. */
  function modulePreloads(html: string): string[] {
    const module = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    return JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(module)?.[1] ?? "[]");
  }

  /** Each preloaded script's address and its code as built ("" when the build has no such file). */
  function preloadedScripts(html: string) {
    const site = builtSite();
    return modulePreloads(html).map((href) => ({
      href,
      code: site.assets.get(href)?.bodies.identity?.toString("utf8") ?? "",
    }));
  }

  it.each([...CONTENT_PATHS, ...JOB_PATHS])(
    "%s asks for its stylesheet first and for its scripts only after the first paint",
    async (path) => {
      const html = (await t.app.inject({ url: path })).body;
      const head = headOf(html);
      expect(head.indexOf('rel="stylesheet"')).toBeGreaterThan(0);
      // Nothing in the page fetches a script before the inline module script has seen the first paint.
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"|<script[^>]*\ssrc=/);
      const module = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
      expect(module).not.toMatch(/^\s*import[\s{*"]/m);
      expect(module.indexOf("first-contentful-paint")).toBeLessThan(module.indexOf("import("));
      const preloads = modulePreloads(html);
      expect(preloads.length).toBeGreaterThan(3);
      for (const href of preloads) expect(href).toMatch(/^\/assets\/[\w.-]+\.js$/);
    },
  );

  it.each([...CONTENT_PATHS, ...JOB_PATHS])("%s preloads no schema code", async (path) => {
    const html = (await t.app.inject({ url: path })).body;
    for (const { href, code } of preloadedScripts(html)) {
      expect(code.length, href).toBeGreaterThan(0);
      // zod's schema objects keep their internals under "_zod" whatever the minifier does.
      expect(code.includes("_zod"), href).toBe(false);
    }
  });

  it.each(FORM_PAGES)(
    "%s holds the whole contact form but does not preload the form libraries",
    async (path) => {
      const html = (await t.app.inject({ url: path })).body;
      expect(html).toMatch(/<form[^>]*action="\/api\/contact" method="post"/);
      for (const field of ["firstName", "lastName", "email", "phone", "userType", "message", "formSource"]) {
        expect(html).toContain(`name="${field}"`);
      }
      const scripts = preloadedScripts(html).map(({ code }) => code);
      expect(scripts.every((code) => code.length > 0)).toBe(true);
      // react-hook-form's option names survive minification.
      expect(scripts.some((code) => code.includes("reValidateMode"))).toBe(false);
    },
  );
});

describe("compression and caching", () => {
  it("serves the build-time brotli and gzip variants of a page", async () => {
    const plain = await t.app.inject({ url: "/faq" });
    const br = await t.app.inject({ url: "/faq", headers: { "accept-encoding": "gzip, deflate, br" } });
    const gz = await t.app.inject({ url: "/faq", headers: { "accept-encoding": "gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const res of [plain, br, gz]) expect(res.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
  });

  it("revalidates HTML with an ETag", async () => {
    const first = await t.app.inject({ url: "/" });
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: "/", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("caches hashed assets for a year as immutable", async () => {
    const html = (await t.app.inject({ url: "/" })).body;
    const assets = [...html.matchAll(/(?:(?:src|href)=)?"(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const res = await t.app.inject({ url: asset, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, asset).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("serves the sitemap, robots.txt, manifest and icons", async () => {
    const sitemap = await t.app.inject({ url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    for (const path of [...CONTENT_PATHS, ...JOB_PATHS]) {
      expect(sitemap.body).toContain(`<loc>${path === "/" ? `${SITE_URL}/` : SITE_URL + path}</loc>`);
    }
    expect(sitemap.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(sitemap.body).not.toContain("/thank-you");
    expect(sitemap.body).not.toContain("/application-received");
    const robots = await t.app.inject({ url: "/robots.txt" });
    expect(robots.body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots.body).toContain("Disallow: /admin");
    const manifest = await t.app.inject({ url: "/manifest.webmanifest" });
    expect(JSON.parse(manifest.body).icons.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: "/favicon.svg" })).statusCode).toBe(200);
  });
});

describe("security headers", () => {
  it.each(["/", "/faq", "/job-atlanta-pmr", "/no-such-page", "/healthz", "/robots.txt"])(
    "%s carries the security headers",
    async (path) => {
      const res = await t.app.inject({ url: path });
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["permissions-policy"]).toContain("camera=()");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
      const csp = res.headers["content-security-policy"] as string;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    },
  );

  it.each([...CONTENT_PATHS, ...JOB_PATHS, "/no-such-page", "/admin"])(
    "the CSP of %s allows nothing by default and lists each kind of resource the page loads",
    async (path) => {
      const res = await t.app.inject({ url: path });
      const directives = (res.headers["content-security-policy"] as string).split(";").map((d) => d.trim());
      expect(directives[0]).toBe("default-src 'none'");
      const names = directives.map((d) => d.split(" ")[0]);
      for (const name of [
        "script-src",
        "style-src",
        "style-src-attr",
        "img-src",
        "font-src",
        "connect-src",
        "manifest-src",
        "base-uri",
        "form-action",
        "frame-ancestors",
      ]) {
        expect(names, name).toContain(name);
      }
      expect(directives).toContain("base-uri 'none'");
      expect(directives.some((d) => d.includes("*") || d.includes("http:") || d.includes("https:"))).toBe(
        false,
      );
    },
  );

  it.each([...CONTENT_PATHS, ...JOB_PATHS, "/no-such-page"])(
    "the CSP of %s allows exactly the inline scripts the build emitted",
    async (path) => {
      const res = await t.app.inject({ url: path });
      const csp = res.headers["content-security-policy"] as string;
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
      const allowed = [...scriptSrc.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
      const emitted = inlineScriptHashes(res.body);
      expect(emitted.length).toBeGreaterThan(0);
      expect(allowed.sort()).toEqual(emitted);
      const injected = inlineScriptHashes(res.body.replace("</body>", "<script>alert(1)</script></body>"));
      expect(injected.filter((hash) => !allowed.includes(hash))).toHaveLength(1);

      const styleSrc = csp.split(";").find((d) => d.trim().startsWith("style-src "))!;
      expect(styleSrc).not.toContain("unsafe-inline");
      const allowedStyles = [...styleSrc.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
      expect(allowedStyles.sort()).toEqual(inlineStyleHashes(res.body));
    },
  );
});

describe("health", () => {
  it("reports the database", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "sqlite" });
  });

  it("loads every page of the build into memory", () => {
    const site = builtSite();
    for (const path of [...CONTENT_PATHS, ...JOB_PATHS])
      expect(site.assets.get(path)?.isHtml, path).toBe(true);
  });
});
