/**
 * Fetches the hydration code once the page has been painted. React hoists React Router's module preloads
 * into the head, where a phone on a slow link would share its bandwidth between them and the stylesheet
 * that the first paint waits for. Every page is complete HTML, so its scripts can come second: the
 * preloads leave the head, and the page's inline module script (same element, same place, so React
 * hydrates the document as rendered) waits for the first contentful paint before it adds them and imports
 * the route modules and the client entry, in the order React Router wrote them.
 *
 * A page whose module script is not in React Router's usual form is left as it was.
 */
export function deferHydrationToFirstPaint(html: string): string {
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!script || script[1]!.includes(FIRST_PAINT)) return html;
  const imports = script[1]!
    .replace(/^\s*import \* as (\w+) from ("[^"\\]+");/gm, "const $1 = await import($2);")
    .replace(/^\s*import ("[^"\\]+");/gm, "await import($1);");
  // Any other static import would still be fetched at once: leave such a page alone.
  if (/^\s*import[\s{*"]/m.test(imports)) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload"[^>]*>/g, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) preloads.push(href);
    return "";
  });
  const code = `${FIRST_PAINT}\nfor (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n${imports.trim()}`;
  return withoutPreloads.replace(
    /<script type="module" async="">[\s\S]*?<\/script>/,
    () => `<script type="module" async="">${code}</script>`,
  );
}

/**
 * Resolves at the first contentful paint; at once where that cannot be observed or the page is not on
 * screen (nothing to paint for), and at the latest 3 s after the load event.
 */
const FIRST_PAINT = `await new Promise((resolve) => {
  const types = typeof PerformanceObserver === "function" ? PerformanceObserver.supportedEntryTypes || [] : [];
  if (document.visibilityState !== "visible" || !types.includes("paint")) return resolve();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", resolve, { once: true });
  const late = () => setTimeout(resolve, 3000);
  if (document.readyState === "complete") late();
  else addEventListener("load", late, { once: true });
});`;
