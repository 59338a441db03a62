import { useEffect } from "react";
import { useRef } from "react";

/**
 * A saved status can move its row (the overdue order, a filter): React moves the row's element, and a moved
 * element loses the focus. The row that had it gets it back, so j/k go on from the same lead. Rows are the
 * elements under `listRef` with `data-row-index` and `data-lead-id`.
 */
export function useRowFocusReturn(listRef: React.RefObject<HTMLElement | null>) {
  const focusedRowId = useRef<string | null>(null);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      focusedRowId.current = target?.matches("[data-row-index]") ? target.getAttribute("data-lead-id") : null;
    };
    const onPointerDown = () => {
      focusedRowId.current = null;
    };
    // The row lost the focus to nothing (moved or drawn again, not a click or Tab elsewhere): once the frame
    // is drawn, the same lead's row takes it back, wherever it now is.
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (event.relatedTarget !== null || !target?.matches("[data-row-index]")) return;
      const id = target.getAttribute("data-lead-id");
      requestAnimationFrame(() => {
        if (!id || focusedRowId.current !== id) return;
        if (document.activeElement && document.activeElement !== document.body) return;
        listRef.current?.querySelector<HTMLElement>(`[data-row-index][data-lead-id="${id}"]`)?.focus();
      });
    };
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [listRef]);
  useEffect(() => {
    const id = focusedRowId.current;
    if (!id || (document.activeElement && document.activeElement !== document.body)) return;
    listRef.current?.querySelector<HTMLElement>(`[data-row-index][data-lead-id="${id}"]`)?.focus();
  });
}
