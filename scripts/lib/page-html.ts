/**
 * Fetches the hydration code at low priority. React hoists React Router's module preloads into the
 * head, where a phone on a slow link would share its bandwidth between them and the stylesheet that
 * the first paint waits for. Every page is complete HTML, so its scripts can come second.
 */
export function deprioritiseModulePreloads(html: string): string {
  return html.replace(
    /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}
