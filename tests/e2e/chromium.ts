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

/**
 * The features Playwright 1.65 turns off in Chromium (its `chromiumSwitches.ts`), and the address bar's popup
 * pages: each browser window (one per context) otherwise loads two of them in a renderer of their own, 51 of
 * the browser tests' 520 CPU-seconds, with more in the browser process (decision 0490). Chromium keeps a
 * switch's last value, so a second `--disable-features` carries Playwright's list too; `test-browser.spec.ts`
 * fails if Playwright's list grows past it.
 */
export const DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
];
