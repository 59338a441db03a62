import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEAD_RETENTION_DAYS, LEAD_RETENTION_MONTHS } from "#schemas/retention";
import { ConfigError, loadConfig } from "./env";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.DATA_DIR).toBe(path.resolve("./data"));
    expect(config.LEAD_RATE_LIMIT).toBe(10);
    expect(config.RENDER_NICENESS).toBe(10);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.BUSINESS_HOURS).toBe("Mon-Fri 8:00-18:00");
    expect(config.BUSINESS_TZ).toBe("America/New_York");
    expect(config.INDEXNOW_KEY).toBeUndefined();
    expect(config.INDEXNOW_ENDPOINT).toBe("https://api.indexnow.org/indexnow");
    expect(config.JOB_EXPIRY_REMINDER_DAYS).toBe(5);
    expect(config.JOB_NOTIFICATION_RETENTION_DAYS).toBe(30);
    // The privacy policy's figure (24 months), from the one constant its page is rendered with.
    expect(config.LEAD_RETENTION_DAYS).toBe(730);
    expect(config.LEAD_RETENTION_DAYS).toBe(LEAD_RETENTION_DAYS);
    expect((LEAD_RETENTION_DAYS / 365) * 12).toBe(LEAD_RETENTION_MONTHS);
    expect(loadConfig({ JOB_NOTIFICATION_RETENTION_DAYS: "0" }).JOB_NOTIFICATION_RETENTION_DAYS).toBe(0);
  });

  it("reads the job board's search-engine key and reminder settings", () => {
    const config = loadConfig({
      INDEXNOW_KEY: "a1B2-c3D4e5F6",
      INDEXNOW_ENDPOINT: "http://127.0.0.1:9/indexnow",
      JOB_EXPIRY_REMINDER_DAYS: "0",
    });
    expect(config).toMatchObject({
      INDEXNOW_KEY: "a1B2-c3D4e5F6",
      INDEXNOW_ENDPOINT: "http://127.0.0.1:9/indexnow",
      JOB_EXPIRY_REMINDER_DAYS: 0,
    });
    expect(loadConfig({ INDEXNOW_KEY: " " }).INDEXNOW_KEY).toBeUndefined();
  });

  it("reads every setting from the environment", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://user@db:5432/leads",
      LEAD_RATE_LIMIT: "25",
      RENDER_NICENESS: "0",
      TRUST_PROXY: "true",
      SITE_URL: "https://www.example.org/",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://user@db:5432/leads",
      LEAD_RATE_LIMIT: 25,
      RENDER_NICENESS: 0,
      TRUST_PROXY: true,
      SITE_URL: "https://www.example.org",
    });
  });

  it("treats empty optional settings as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: " " }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ LEAD_RATE_LIMIT: "0" }, "LEAD_RATE_LIMIT"],
    [{ RENDER_NICENESS: "20" }, "RENDER_NICENESS"],
    [{ RENDER_NICENESS: "-5" }, "RENDER_NICENESS"],
    [{ DATABASE_URL: "mysql://db/leads" }, "DATABASE_URL"],
    [{ SITE_URL: "ftp://example.org" }, "SITE_URL"],
    [{ WEBHOOK_URL: "https://hooks.example.org/lead" }, "WEBHOOK_SECRET"],
    [{ BUSINESS_HOURS: "weekdays" }, "BUSINESS_HOURS"],
    [{ BUSINESS_TZ: "Mars/Olympus" }, "BUSINESS_TZ"],
    [{ INDEXNOW_KEY: "short" }, "INDEXNOW_KEY"],
    [{ INDEXNOW_KEY: "has_underscore_1234" }, "INDEXNOW_KEY"],
    [{ INDEXNOW_KEY: "../../etc/passwd" }, "INDEXNOW_KEY"],
    [{ INDEXNOW_KEY: "k".repeat(129) }, "INDEXNOW_KEY"],
    [{ INDEXNOW_ENDPOINT: "ftp://example.org/indexnow" }, "INDEXNOW_ENDPOINT"],
    [{ JOB_EXPIRY_REMINDER_DAYS: "-1" }, "JOB_EXPIRY_REMINDER_DAYS"],
    [{ JOB_NOTIFICATION_RETENTION_DAYS: "-1" }, "JOB_NOTIFICATION_RETENTION_DAYS"],
    [{ JOB_NOTIFICATION_RETENTION_DAYS: "thirty" }, "JOB_NOTIFICATION_RETENTION_DAYS"],
  ])("rejects %o with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it("refuses a plain-HTTP webhook or a short webhook secret in production", () => {
    const secret = "s".repeat(32);
    const production = { NODE_ENV: "production" };
    expect(() =>
      loadConfig({ ...production, WEBHOOK_URL: "http://hooks.example.org/lead", WEBHOOK_SECRET: secret }),
    ).toThrow(/WEBHOOK_URL: must be an https:\/\/ URL in production/);
    expect(() =>
      loadConfig({ ...production, WEBHOOK_URL: "https://hooks.example.org/lead", WEBHOOK_SECRET: "x" }),
    ).toThrow(/WEBHOOK_SECRET: must be at least 32 characters in production/);
    expect(() =>
      loadConfig({
        ...production,
        WEBHOOK_URL: "https://hooks.example.org/lead",
        WEBHOOK_SECRET: "s".repeat(31),
      }),
    ).toThrow(ConfigError);
    const config = loadConfig({
      ...production,
      WEBHOOK_URL: "https://hooks.example.org/lead",
      WEBHOOK_SECRET: secret,
    });
    expect(config.WEBHOOK_URL).toBe("https://hooks.example.org/lead");
    // Development and tests may post to a local receiver over plain HTTP.
    expect(
      loadConfig({ NODE_ENV: "test", WEBHOOK_URL: "http://127.0.0.1:9/hook", WEBHOOK_SECRET: "short" })
        .WEBHOOK_URL,
    ).toBe("http://127.0.0.1:9/hook");
  });
});
