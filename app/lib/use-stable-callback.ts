import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function with one identity for the component's life that calls the latest `callback`: a prop that
 * must not change between renders (a memoised child's) can take it where the parent passes a fresh closure.
 * Call it from events and effects, not while rendering.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
