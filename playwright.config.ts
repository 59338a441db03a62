import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./scripts/lib/browser";
import { chromiumPath, DISABLED_FEATURES } from "./tests/e2e/chromium";

// As under Vitest: the server in the tests runs as a test (plain cookie names on local HTTP, for example).
process.env.NODE_ENV ??= "test";

/**
 * The browser tests (`tests/e2e/*.spec.ts`). Debian's Chromium, a trace and screenshots kept for a failed
 * test, and no retries: a test that fails once is looked at, not run until it passes.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Without a Chromium there is nothing to run them in (`chromium.ts` says so, and fails under CI).
  testIgnore: chromiumPath ? [] : "**/*",
  // `npm test` runs them beside one Vitest worker (scripts/test.ts).
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  // A browser on a busy machine can take more than the default five seconds to show a state.
  expect: { timeout: 10_000 },
  outputDir: "reports/playwright",
  reporter: [["list"]],
  use: {
    headless: true,
    // One renderer process where Chromium may share one (a context still gets its own): each page it opened
    // otherwise started two, and a renderer takes about a CPU-second to start and stop here. No optimising
    // compilers for pages that live a few seconds. Decision 0465.
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        ...CHROMIUM_FLAGS,
        "--renderer-process-limit=1",
        "--js-flags=--no-opt --no-maglev",
        `--disable-features=${DISABLED_FEATURES.join(",")}`,
      ],
    },
    // The trace of a failed test holds its actions, console, network and sources, and the screenshot its last
    // state; not the DOM at each step, which cost 13 % of the browser tests' CPU (decision 0465).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
  },
});
