import { describe, expect, it, vi } from "vitest";
import { newIdempotencyKey, submitLead } from "./submit-lead";

function fakeFetch(response: () => Promise<Response>) {
  return vi.fn<typeof fetch>(() => response());
}

describe("submitLead", () => {
  it("posts the payload as JSON with a fresh Idempotency-Key per attempt", async () => {
    const fetchImpl = fakeFetch(async () => new Response(null, { status: 201 }));
    const payload = { firstName: "Ada", formSource: "Exit Intent Popup" };
    expect(await submitLead("/api/quick-contact", payload, fetchImpl)).toBe(true);
    expect(await submitLead("/api/quick-contact", payload, fetchImpl)).toBe(true);

    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe("/api/quick-contact");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(payload);
    const headers = new Headers(init?.headers);
    expect(headers.get("content-type")).toBe("application/json");
    const keys = fetchImpl.mock.calls.map(([, i]) => new Headers(i?.headers).get("idempotency-key"));
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("counts only an ok status as success and never reads the body", async () => {
    const body = vi.fn();
    const response = new Response("{}", { status: 200 });
    Object.defineProperty(response, "json", { value: body });
    expect(
      await submitLead(
        "/api/contact",
        {},
        fakeFetch(async () => response),
      ),
    ).toBe(true);
    expect(body).not.toHaveBeenCalled();
    for (const status of [400, 429, 500, 503]) {
      expect(
        await submitLead(
          "/api/contact",
          {},
          fakeFetch(async () => new Response(null, { status })),
        ),
      ).toBe(false);
    }
  });

  it("treats a network error as a failure", async () => {
    const failing = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await submitLead("/api/contact", {}, failing)).toBe(false);
  });
});

describe("newIdempotencyKey", () => {
  it("gives a different key every time", () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
  });
});
