import { type Browser, chromium } from "playwright-core";

/** Flags for Debian's Chromium run headless as root in a sandboxed machine, with nothing fetched behind our back. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The machine's Chromium (CHROME_PATH, or Debian's), headless, for the scripts' measurements and screenshots. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
}
