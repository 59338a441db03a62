const sources = (hashes: readonly string[]) => ["'self'", ...hashes.map((hash) => `'${hash}'`)].join(" ");

/**
 * Content-Security-Policy for a page whose inline scripts and styles have the given sha256 sources. Nothing
 * is allowed by default; each kind of resource a page loads is listed on its own, so a new kind (frames,
 * media, workers) stays blocked until someone adds it here on purpose.
 */
export function pageCsp(scriptHashes: readonly string[], styleHashes: readonly string[] = []): string {
  return [
    "default-src 'none'",
    `script-src ${sources(scriptHashes)}`,
    `style-src ${sources(styleHashes)}`,
    // Radix positions and animates with style attributes; attributes only, never elements or scripts.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
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

/** Every header an answer that is not a page carries: the common ones and the resources' policy. */
export const RESOURCE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_SECURITY_HEADERS,
  "content-security-policy": RESOURCE_CSP,
};
