/** The machine's Chromium for the browser tests: CHROME_PATH, or Debian's. */
import fs from "node:fs";

function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
}

export const chromiumPath = findChromium();

if (!chromiumPath) {
  if (process.env.CI === "true")
    throw new Error("No Chromium found (set CHROME_PATH or install Debian's chromium)");
  console.warn(
    "Browser tests skipped: no Chromium found. Set CHROME_PATH or run: apt-get install -y chromium",
  );
}
