import { createHash } from "node:crypto";

/** sha256 CSP sources of every executable inline script (JSON-LD is data and needs none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']?application\/ld\+json/i.test(attributes)) continue;
    if (body.length === 0) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

/** sha256 CSP sources of every inline <style> element. */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    hashes.add(
      `sha256-${createHash("sha256")
        .update(match[1] ?? "", "utf8")
        .digest("base64")}`,
    );
  }
  return [...hashes].sort();
}
