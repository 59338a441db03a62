/**
 * `npm test`: builds when the build is stale, then runs Vitest (unit and server tests) and Playwright's
 * runner (the browser tests, `tests/e2e/*.spec.ts`) side by side, so that neither runner's last long
 * file leaves a core idle: Vitest on one worker, writing as it goes, and Playwright's runner on two (most of
 * the work is in the browser), its report printed when Vitest is done. Fails when either fails.
 *
 *   npm test                  everything
 *   npm test -- <vitest args>  Vitest only, with those arguments (a file, -t "name"); Playwright's files run
 *                             with `npx playwright test [file]`
 */
import { spawn } from "node:child_process";
import "./ensure-build";

const vitestArgs = process.argv.slice(2);

function run(command: string, args: string[], capture: boolean) {
  const child = spawn(command, args, { stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit" });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  const done = new Promise<number>((resolve) => {
    child.on("error", () => resolve(1));
    child.on("close", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
  return { done, output: () => Buffer.concat(output).toString() };
}

const vitest = run(
  "npx",
  ["vitest", "run", ...(vitestArgs.length === 0 ? ["--maxWorkers=1"] : vitestArgs)],
  false,
);
const playwright =
  vitestArgs.length === 0
    ? run("npx", ["playwright", "test", "--workers=2", "--pass-with-no-tests"], true)
    : undefined;

const vitestCode = await vitest.done;
let playwrightCode = 0;
if (playwright) {
  playwrightCode = await playwright.done;
  process.stdout.write("\n── Playwright's runner: tests/e2e/*.spec.ts ──\n");
  process.stdout.write(playwright.output());
}
process.exit(vitestCode !== 0 ? vitestCode : playwrightCode);
