// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markLeadSent } from "#app/lib/attribution";
import {
  EXIT_INTENT_MOBILE_DELAY_MS,
  EXIT_INTENT_SHOWN_KEY,
  exitIntentShown,
  useExitIntent,
} from "./exit-intent";

function leaveThroughTop(clientY = 0) {
  document.dispatchEvent(new MouseEvent("mouseout", { clientY, relatedTarget: null, bubbles: true }));
}

function setSmallScreen(matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} })),
  );
}

describe("useExitIntent", () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
    setSmallScreen(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("fires when the pointer leaves through the top, once per session", () => {
    const onTrigger = vi.fn();
    const first = renderHook(() => useExitIntent(onTrigger, false));
    leaveThroughTop(50);
    expect(onTrigger).not.toHaveBeenCalled();
    leaveThroughTop();
    leaveThroughTop();
    expect(onTrigger).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(EXIT_INTENT_SHOWN_KEY)).toBe("1");
    first.unmount();

    // A later page load in the same session.
    const again = vi.fn();
    renderHook(() => useExitIntent(again, false));
    leaveThroughTop();
    vi.advanceTimersByTime(EXIT_INTENT_MOBILE_DELAY_MS);
    expect(again).not.toHaveBeenCalled();
  });

  it("ignores moves between elements inside the page", () => {
    const onTrigger = vi.fn();
    renderHook(() => useExitIntent(onTrigger, false));
    document.dispatchEvent(new MouseEvent("mouseout", { clientY: 0, relatedTarget: document.body }));
    expect(onTrigger).not.toHaveBeenCalled();
  });

  it("fires after 30 s on screens 768 px wide or less, and not on wider ones", () => {
    const onTrigger = vi.fn();
    setSmallScreen(true);
    renderHook(() => useExitIntent(onTrigger, false));
    vi.advanceTimersByTime(EXIT_INTENT_MOBILE_DELAY_MS - 1);
    expect(onTrigger).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTrigger).toHaveBeenCalledTimes(1);

    sessionStorage.clear();
    setSmallScreen(false);
    const wide = vi.fn();
    renderHook(() => useExitIntent(wide, false));
    vi.advanceTimersByTime(EXIT_INTENT_MOBILE_DELAY_MS);
    expect(wide).not.toHaveBeenCalled();
  });

  it("stays away while another dialog is open, without using up its one showing", () => {
    const onTrigger = vi.fn();
    const { rerender } = renderHook(({ blocked }) => useExitIntent(onTrigger, blocked), {
      initialProps: { blocked: true },
    });
    leaveThroughTop();
    expect(onTrigger).not.toHaveBeenCalled();
    expect(exitIntentShown()).toBe(false);
    rerender({ blocked: false });
    leaveThroughTop();
    expect(onTrigger).toHaveBeenCalledTimes(1);
  });

  it("stays away once the visitor has sent a lead this session", () => {
    markLeadSent();
    const onTrigger = vi.fn();
    renderHook(() => useExitIntent(onTrigger, false));
    leaveThroughTop();
    expect(onTrigger).not.toHaveBeenCalled();
  });
});
