import { describe, expect, it } from "vitest";
import { recordIdOf } from "./api";

describe("recordIdOf", () => {
  const base = "/api/admin/applications";

  it("names the record a detail or a record page's own query reads", () => {
    expect(recordIdOf([base, "a1"], base)).toBe("a1");
    expect(recordIdOf([`${base}/a1/messages`], base)).toBe("a1");
    expect(recordIdOf([`${base}/a%201/same-person`], base)).toBe("a 1");
  });

  it("names nobody for the list, its pages and other addresses", () => {
    expect(recordIdOf([base], base)).toBeNull();
    expect(recordIdOf([`${base}?status=new&cursor=abc`], base)).toBeNull();
    expect(recordIdOf([`${base}/a1`], base)).toBeNull();
    expect(recordIdOf(["/api/admin/leads/l1/messages"], base)).toBeNull();
    expect(recordIdOf([42], base)).toBeNull();
  });
});
