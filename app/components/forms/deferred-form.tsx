import { type ComponentType, lazy, memo, Suspense, useState } from "react";
import { preloadWhenIdle } from "#app/lib/preload";
import { EarlySubmitHold, useHeldSubmits } from "./early-submit";

export interface DeferredFormOptions<M, P extends object> {
  /** Imports the form's module (react-hook-form, the resolver, zod and its schema come with it). */
  load: () => Promise<M>;
  /** The form component of that module. */
  pick: (module: M) => ComponentType<P>;
  /** The form's `action`: a submit to it made before the form has hydrated is held (early-submit.tsx). */
  action: string;
  /** Whether the prerendered form is in the document (when not, a page rendered after a link: load at once). */
  inDocument?: () => boolean;
}

/**
 * A form hydrated on its own once its code has arrived. The code is fetched while the browser is idle after
 * load, at the visitor's first activity, or at a submit made before the form has hydrated (held, then made
 * again through the form); at once when the form is not in the document. Until then the prerendered form
 * stays in place, posts without JavaScript and keeps whatever the visitor types, so a page's first load
 * carries only the page's own code. The page's loader (or the prerender) awaits `load` on the server, so
 * the whole form is in the page's HTML.
 *
 * The component is memoised: the page renders again after hydration (the visitor's date), and a
 * still-dehydrated boundary that receives new props is thrown away and rendered empty. The form's
 * component is chosen once: switching component types later would remount the form and lose what was typed.
 */
export function deferredForm<M, P extends object>({
  load,
  pick,
  action,
  inDocument,
}: DeferredFormOptions<M, P>) {
  let loaded: ComponentType<P> | undefined;
  let wantedNow: (() => void) | undefined;
  let wantedInBrowser: Promise<void> | undefined;

  const loadForm = () =>
    load().then((module) => {
      loaded = pick(module);
      return module;
    });
  const wanted = (): Promise<void> => {
    if (typeof window === "undefined" || (inDocument && !inDocument())) return Promise.resolve();
    wantedInBrowser ??= new Promise<void>((resolve) => {
      wantedNow = resolve;
      preloadWhenIdle(resolve);
    });
    return wantedInBrowser;
  };
  const wantedAtOnce = () => wantedNow?.();
  const isThisForm = (form: HTMLFormElement) => form.getAttribute("action") === action;
  const LazyForm = lazy(() =>
    wanted()
      .then(loadForm)
      .then((module) => ({ default: pick(module) })),
  );

  // The factory runs once per form, at its module's top level: each call makes one component type for
  // the module's lifetime, never one per render.
  // biome-ignore lint/correctness/noComponentHookFactories: called once per form at module level
  const Deferred = memo(function DeferredForm(props: P) {
    useHeldSubmits(isThisForm, wantedAtOnce);
    const [Form] = useState(() => loaded ?? LazyForm);
    return (
      <>
        <EarlySubmitHold />
        <Suspense fallback={null}>
          <Form {...props} />
        </Suspense>
      </>
    );
  });
  return { load: loadForm, Deferred };
}
