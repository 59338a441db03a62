/**
 * `npm test`: builds when the build is stale, then runs Vitest (unit and server tests) and then Playwright's
 * runner (the browser tests, `tests/e2e/*.spec.ts`) on two workers. One after the other, not side by side: on
 * this project's 2-core machine the two runners together made each process slower than both did in turn
 * (their work is memory-bound; decision 0475). Fails when either fails, and then ends with the names of the
 * failed tests of both runners, so that the last lines of a long log say what failed.
 *
 *   npm test                  everything
 *   npm test -- <vitest args>  Vitest only, with those arguments (a file, -t "name"); Playwright's files run
 *                             with `npx playwright test [file]`
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import "./ensure-build";

const vitestArgs = process.argv.slice(2);

/** Runs a command; with `capture` its output is kept (for the summary of failures), and with `echo` also shown as it comes. */
function run(command: string, args: string[], capture: boolean, echo = false) {
  const child = spawn(command, args, { stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit" });
  const output: Buffer[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk);
    if (echo) process.stdout.write(chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const done = new Promise<number>((resolve) => {
    child.on("error", () => resolve(1));
    child.on("close", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
  return { done, output: () => Buffer.concat(output).toString() };
}

const vitestReport = "reports/vitest.json";
rmSync(vitestReport, { force: true });
const vitest = run(
  "npx",
  [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
    ...(vitestArgs.length === 0 ? ["--maxWorkers=1"] : vitestArgs),
  ],
  false,
);
const vitestCode = await vitest.done;
let playwright: ReturnType<typeof run> | undefined;
let playwrightCode = 0;
if (vitestArgs.length === 0) {
  process.stdout.write("\n── Playwright's runner: tests/e2e/*.spec.ts ──\n");
  playwright = run("npx", ["playwright", "test", "--workers=2", "--pass-with-no-tests"], true, true);
  playwrightCode = await playwright.done;
}

/** The first lines of a failure's message, indented under its test: what the log's tail shows of why. */
function reason(message: string | undefined, lines = 3): string {
  if (!message) return "";
  const text = stripVTControlCharacters(message)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("at "))
    .slice(0, lines);
  return text.map((line) => `\n      ${line.slice(0, 240)}`).join("");
}

/** The failed tests in Vitest's JSON report ("file › name"), or why the report could not be read. */
function vitestFailures(): string[] {
  try {
    const report = JSON.parse(readFileSync(vitestReport, "utf8")) as {
      testResults: {
        name: string;
        status: string;
        message?: string;
        assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
      }[];
    };
    return report.testResults.flatMap((file) => {
      const path = file.name.replace(`${process.cwd()}/`, "");
      const failed = file.assertionResults.filter((test) => test.status === "failed");
      if (failed.length > 0)
        return failed.map((test) => `${path} › ${test.fullName}${reason(test.failureMessages?.[0])}`);
      return file.status === "failed"
        ? [`${path} › ${file.message?.split("\n")[0] ?? "the file failed"}`]
        : [];
    });
  } catch {
    return [`(no report at ${vitestReport}: Vitest ended before writing it)`];
  }
}

if (vitestCode !== 0 || playwrightCode !== 0) {
  process.stdout.write("\n── Failed ──\n");
  if (vitestCode !== 0) {
    process.stdout.write(`Vitest (exit ${vitestCode}):\n`);
    for (const line of vitestFailures()) process.stdout.write(`  ${line}\n`);
  }
  if (playwrightCode !== 0) {
    const lines = stripVTControlCharacters(playwright?.output() ?? "").split("\n");
    process.stdout.write(`Playwright's runner (exit ${playwrightCode}):\n`);
    lines.forEach((line, at) => {
      if (!/^\s+\d+\) .*\.spec\.ts:\d+/.test(line)) return;
      // The failure's header, then the first lines of its error below it.
      const error = lines
        .slice(at + 1, at + 12)
        .find((next) => /^\s*(Error|TimeoutError|Test timeout)/.test(next));
      process.stdout.write(`  ${line.replace(/\s*─+$/, "").trim()}${reason(error, 1)}\n`);
    });
  }
}
process.exit(vitestCode !== 0 ? vitestCode : playwrightCode);
