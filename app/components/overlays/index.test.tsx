// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handle as landingHandle } from "#app/routes/home";
import { LeadOverlays } from "./index";
import { FLOATING_CTA_DELAY_MS } from "./landing-overlays";

/** The root layout's overlays under a landing route with the landing module's own handle, and a catch-all. */
function renderAt(path: string, Component = LeadOverlays) {
  const Stub = createRoutesStub([
    { path: "/", Component, handle: landingHandle },
    { path: "*", Component },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("LeadOverlays", () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the floating button on the landing page 3000 ms after load", () => {
    renderAt("/");
    act(() => vi.advanceTimersByTime(FLOATING_CTA_DELAY_MS - 1));
    expect(screen.queryByRole("button")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const button = screen.getByRole("button");
    expect(button.textContent).toContain("Get Matched Today");
    expect(button.textContent).toContain("Contact");
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
  });

  it("stays off other pages but still records where the visit came from", async () => {
    window.history.replaceState(null, "", "/faq?utm_source=partner");
    // A fresh module: the visit is recorded once per page load.
    vi.resetModules();
    const { LeadOverlays: FreshOverlays } = await import("./index");
    renderAt("/faq", FreshOverlays);
    act(() => vi.advanceTimersByTime(FLOATING_CTA_DELAY_MS * 2));
    expect(screen.queryByRole("button")).toBeNull();
    expect(JSON.parse(sessionStorage.getItem("apex:visit") ?? "{}")).toMatchObject({
      landingPath: "/faq",
      utm: { utm_source: "partner" },
    });
  });
});
