import type * as React from "react";
import { useEffect } from "react";
import { useMatches } from "react-router";
import { recordVisitOnce } from "#app/lib/attribution";

/**
 * What a route module's `handle` may carry: overlays for its page (the landing page's floating button and
 * exit-intent popup). The code then travels in that route's script, not in the root's every page loads.
 */
export interface OverlaysHandle {
  overlays: React.ComponentType;
}

function overlaysOf(handle: unknown): React.ComponentType | undefined {
  return typeof handle === "object" && handle !== null && "overlays" in handle
    ? (handle as OverlaysHandle).overlays
    : undefined;
}

/**
 * Mount once in the root layout. Records where the visit came from (for lead attribution) on every page,
 * and renders the overlays of the page shown, if its route has any.
 */
export function LeadOverlays() {
  useEffect(() => recordVisitOnce(), []);
  const Overlays = useMatches()
    .map((match) => overlaysOf(match.handle))
    .findLast(Boolean);
  return Overlays ? <Overlays /> : null;
}
