import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.DATA_DIR).toBe(path.resolve("./data"));
    expect(config.LEAD_RATE_LIMIT).toBe(10);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_URL).toBe("http://localhost:3000");
  });

  it("reads every setting from the environment", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://user@db:5432/leads",
      LEAD_RATE_LIMIT: "25",
      TRUST_PROXY: "true",
      SITE_URL: "https://www.example.org/",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://user@db:5432/leads",
      LEAD_RATE_LIMIT: 25,
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
    [{ DATABASE_URL: "mysql://db/leads" }, "DATABASE_URL"],
    [{ SITE_URL: "ftp://example.org" }, "SITE_URL"],
    [{ WEBHOOK_URL: "https://hooks.example.org/lead" }, "WEBHOOK_SECRET"],
  ])("rejects %o with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });
});
