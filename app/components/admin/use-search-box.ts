import { useEffect, useRef, useState } from "react";
import { SEARCH_DEBOUNCE_MS } from "./lead-filters";

/**
 * A search box that follows typing after a pause (`apply` gets the trimmed text) and follows the address
 * when it changes from elsewhere (Clear, the back button). Returns the box's text and its setter.
 */
export function useSearchBox(q: string, apply: (q: string) => void): [string, (text: string) => void] {
  const [typed, setTyped] = useState(q);
  const lastApplied = useRef(q);
  const latestApply = useRef(apply);
  latestApply.current = apply;
  useEffect(() => {
    if (q !== lastApplied.current) {
      lastApplied.current = q;
      setTyped(q);
    }
  }, [q]);
  useEffect(() => {
    const trimmed = typed.trim();
    if (trimmed === lastApplied.current) return;
    const timer = setTimeout(() => {
      lastApplied.current = trimmed;
      latestApply.current(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return [typed, setTyped];
}
