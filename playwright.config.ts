import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./scripts/lib/browser";
import { chromiumPath } from "./tests/e2e/chromium";

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
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_FLAGS },
    // The trace holds the DOM at each step, not a screencast, which costs more to record.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
});
