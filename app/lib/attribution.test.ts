import { describe, expect, it } from "vitest";
import {
  externalReferrer,
  leadAttribution,
  leadSentThisSession,
  markLeadSent,
  readVisit,
  recordVisit,
  utmFromSearch,
} from "./attribution";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const origin = "https://www.example-site.com";
const at = (pathname: string, search = "") => ({ pathname, search, origin });

describe("utmFromSearch", () => {
  it("keeps non-empty utm_* parameters only", () => {
    expect(utmFromSearch("?utm_source=google&utm_medium=cpc&utm_empty=&ref=x&gclid=1")).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
    });
  });

  it("caps the number of keys and the length of values", () => {
    const search = Array.from({ length: 15 }, (_, i) => `utm_k${i}=${"v".repeat(300)}`).join("&");
    const utm = utmFromSearch(search);
    expect(Object.keys(utm)).toHaveLength(10);
    expect(utm.utm_k0).toHaveLength(200);
  });

  it("ignores keys the server would refuse", () => {
    expect(utmFromSearch("UTM_SOURCE=a&utm_=b&utm_Source=c")).toEqual({});
  });
});

describe("externalReferrer", () => {
  it("keeps other sites and drops our own pages", () => {
    expect(externalReferrer("https://www.google.com/", origin)).toBe("https://www.google.com/");
    expect(externalReferrer(`${origin}/faq`, origin)).toBe("");
    expect(externalReferrer("", origin)).toBe("");
    expect(externalReferrer("not a url", origin)).toBe("");
  });
});

describe("recordVisit", () => {
  it("remembers the first page load of the session", () => {
    const store = new MemoryStorage();
    recordVisit(at("/", "?utm_source=newsletter&utm_campaign=spring"), "https://mail.example.org/", store);
    recordVisit(at("/faq"), `${origin}/`, store);
    expect(readVisit(store)).toEqual({
      landingPath: "/",
      referrer: "https://mail.example.org/",
      utm: { utm_source: "newsletter", utm_campaign: "spring" },
    });
  });

  it("lets a later campaign click replace the campaign", () => {
    const store = new MemoryStorage();
    recordVisit(at("/", "?utm_source=a"), "", store);
    recordVisit(at("/faq", "?utm_source=b"), "https://www.bing.com/", store);
    expect(readVisit(store)).toMatchObject({ landingPath: "/faq", utm: { utm_source: "b" } });
  });

  it("survives storage that throws", () => {
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    expect(recordVisit(at("/", "?utm_source=x"), "", broken).utm).toEqual({ utm_source: "x" });
  });

  it("reads tampered storage defensively", () => {
    const store = new MemoryStorage();
    store.setItem("apex:visit", "{not json");
    expect(readVisit(store)).toBeNull();
    store.setItem("apex:visit", JSON.stringify({ referrer: 5, utm: { utm_source: "ok", bad: "x" } }));
    expect(readVisit(store)).toEqual({ landingPath: "", referrer: "", utm: { utm_source: "ok" } });
  });
});

describe("leadAttribution", () => {
  it("names the page of the form with the visit's referrer and campaign", () => {
    const store = new MemoryStorage();
    recordVisit(at("/", "?utm_source=linkedin"), "https://www.linkedin.com/", store);
    expect(leadAttribution("/nurse-practitioner-salary-guide", store)).toEqual({
      pagePath: "/nurse-practitioner-salary-guide",
      referrer: "https://www.linkedin.com/",
      utm: { utm_source: "linkedin" },
    });
  });

  it("sends only the page path for a direct visit", () => {
    const store = new MemoryStorage();
    recordVisit(at("/"), "", store);
    expect(leadAttribution("/", store)).toEqual({ pagePath: "/" });
  });
});

describe("lead-sent flag", () => {
  it("is remembered for the session", () => {
    const store = new MemoryStorage();
    expect(leadSentThisSession(store)).toBe(false);
    markLeadSent(store);
    expect(leadSentThisSession(store)).toBe(true);
  });
});
