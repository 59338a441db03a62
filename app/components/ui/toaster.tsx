import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { preloadWhenIdle } from "#app/lib/preload";
import { useToast } from "#app/lib/use-toast";

type ToastRegionComponent = ComponentType<{ toasts: ReturnType<typeof useToast>["toasts"] }>;
/** The toast UI once its module is in memory: then rendered directly, without suspending. */
let loadedToastRegion: ToastRegionComponent | undefined;
const loadToastRegion = () =>
  import("./toast").then((module) => {
    loadedToastRegion = module.ToastRegion;
    return module;
  });
const LazyToastRegion = lazy(() => loadToastRegion().then((module) => ({ default: module.ToastRegion })));

/** Starts loading the toast UI ahead of the first toast (for example when a form is submitted). */
export function preloadToaster(): void {
  void loadToastRegion();
}

/**
 * Mount once near the root. The Radix toast code is fetched while the browser is idle after load, so
 * the first toast shows in the frame after it is raised (a lazy component would suspend, and React
 * reveals a suspended boundary up to 300 ms later); once shown, the region stays mounted (F8 focuses it).
 */
export function Toaster() {
  const { toasts } = useToast();
  // Chosen once: switching component types later would remount the region and its toasts.
  const [Region, setRegion] = useState<ToastRegionComponent | null>(null);
  useEffect(() => preloadWhenIdle(loadToastRegion), []);
  // (An updater: a component passed as the state itself would be called as one.)
  if (!Region && toasts.length > 0) setRegion(() => loadedToastRegion ?? LazyToastRegion);
  if (!Region) return null;
  return (
    <Suspense fallback={null}>
      <Region toasts={toasts} />
    </Suspense>
  );
}
