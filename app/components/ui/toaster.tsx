import { lazy, Suspense, useState } from "react";
import { useToast } from "#app/lib/use-toast";

const loadToastRegion = () => import("./toast");
const ToastRegion = lazy(() => loadToastRegion().then((module) => ({ default: module.ToastRegion })));

/** Starts loading the toast UI ahead of the first toast (for example when a form is submitted). */
export function preloadToaster(): void {
  void loadToastRegion();
}

/**
 * Mount once near the root. The Radix toast code loads with the first toast, so pages that never
 * show one do not download it; once loaded, the region stays mounted (F8 focuses it).
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion toasts={toasts} />
    </Suspense>
  );
}
