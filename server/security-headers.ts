/** Content-Security-Policy for a page whose inline scripts have the given sha256 sources. */
export function pageCsp(scriptHashes: readonly string[]): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // Radix sets style attributes, and its dialogs' scroll lock injects a computed <style> element that no
    // hash can cover; styles only, never scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

/** For everything that is not a page: nothing may run or be framed. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};
