// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, toast, toastReducer, resetToasts, useToast } from "./use-toast";

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it("shows at most one toast: a new one replaces the previous", () => {
    expect(TOAST_LIMIT).toBe(1);
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
    });
    expect(result.current.toasts.map((t) => t.title)).toEqual(["Second"]);
  });

  it("updates a toast in place", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const handle = toast({ title: "Saving" });
      handle.update({ title: "Saved", description: "Done" });
    });
    expect(result.current.toasts[0]).toMatchObject({ title: "Saved", description: "Done", open: true });
  });

  it("closes a dismissed toast at once and removes it after 1,000,000 ms", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "Success!" }).dismiss();
    });
    expect(result.current.toasts[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it("dismisses through onOpenChange(false), which Radix calls when the display time ends or on swipe", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "Error", variant: "destructive" });
    });
    act(() => result.current.toasts[0]?.onOpenChange(false));
    expect(result.current.toasts[0]).toMatchObject({ open: false, variant: "destructive" });
  });

  it("dismisses every toast when no id is given", () => {
    const state = toastReducer(
      { toasts: [{ id: "1", open: true, onOpenChange: () => {} }] },
      { type: "DISMISS_TOAST" },
    );
    expect(state.toasts.every((t) => !t.open)).toBe(true);
  });
});
