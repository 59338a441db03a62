/**
 * A DevTools trace of one first-tap flow (issue 24), summarised: what the browser did from the input to
 * the frame in which what it opens was visible, on the main thread, the compositor and the raster threads.
 * The audit's input → visible figure spreads 2-3× between runs on a busy machine; a trace says where
 * the time of one run went.
 *
 *   npx tsx scripts/trace-first-tap.ts [flow-index] [runs]   (BUILD_DIR picks another build)
 */
import fs from "node:fs";
import path from "node:path";
import { visibleFlows } from "./lib/interaction-flows";
import { startBuiltServer } from "./lib/serve-build";
import { launchChromium } from "./lib/browser";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { type?: string } };
}

const flowIndex = Number(process.argv[2] ?? 0);
const runs = Number(process.argv[3] ?? 3);
const chosen = visibleFlows[flowIndex];
if (!chosen) throw new Error(`no flow ${flowIndex}; there are ${visibleFlows.length}`);
const flow = chosen;

/** Per thread, the total of each kind of work between the input and the visible frame. */
function summarise(events: TraceEvent[], fromTs: number, toTs: number) {
  const threadNames = new Map<string, string>();
  for (const e of events)
    if (e.ph === "M" && e.name === "thread_name" && e.args?.name)
      threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  const totals = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== "X" || e.dur === undefined || e.ts < fromTs || e.ts > toTs) continue;
    const thread = threadNames.get(`${e.pid}:${e.tid}`) ?? "?";
    if (!/CrRendererMain|Compositor|Raster|VizCompositor|CrGpuMain/.test(thread)) continue;
    const key = `${thread.replace(/\d+$/, "")} ${e.name}`;
    totals.set(key, (totals.get(key) ?? 0) + e.dur / 1000);
  }
  return [...totals].filter(([, ms]) => ms >= 2).sort((a, b) => b[1] - a[1]);
}

async function main() {
  const server = await startBuiltServer();
  const browser = await launchChromium();
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(
        flow.device === "phone"
          ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 }
          : { viewport: { width: 1280, height: 800 } },
      );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`${server.baseUrl}${flow.path}`, { waitUntil: "load" });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.waitForLoadState("networkidle");
      await flow.ready?.(page);
      await browser.startTracing(page, {
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "blink",
          "cc",
          "viz",
          "benchmark",
          "blink.user_timing",
        ],
      });
      // The input and the frame it shows, in trace time: performance.mark lands in the trace too.
      // A string: the runner's transform would add helpers to a function that the page does not have.
      await page.evaluate(`(() => {
        const shown = ${JSON.stringify(flow.shown)};
        function look() {
          requestAnimationFrame(() => {
            // Any of the matches: hidden copies rendered before they open match too.
            const visible = [...document.querySelectorAll(shown)].some(
              (el) => el.getBoundingClientRect().height > 0 && el.checkVisibility(),
            );
            if (visible) performance.mark("first-tap-visible");
            else look();
          });
        }
        // The interaction's Event Timing duration: what INP reports for it.
        window.firstTapInp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.interactionId) window.firstTapInp = Math.max(window.firstTapInp, entry.duration);
        }).observe({ type: "event", durationThreshold: 16 });
        let started = false;
        function start() {
          if (started) return;
          started = true;
          performance.mark("first-tap-input");
          look();
        }
        addEventListener("pointerdown", start, true);
        addEventListener("mouseout", (e) => {
          if (e.relatedTarget === null && e.clientY <= 0) start();
        }, true);
      })()`);
      if (process.env.PROFILE) {
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
        await cdp.send("Profiler.start");
      }
      await flow.act(page);
      // Any visible match: hidden copies rendered before they open match too.
      await page.locator(`${flow.shown} >> visible=true`).first().waitFor();
      await page.waitForTimeout(800);
      if (process.env.PROFILE) {
        const { profile } = await cdp.send("Profiler.stop");
        fs.writeFileSync(
          path.join("/tmp", `first-tap-${flowIndex}-${run}.cpuprofile`),
          JSON.stringify(profile),
        );
      }
      const inp = await page.evaluate("window.firstTapInp");
      const buffer = await browser.stopTracing();
      const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      fs.writeFileSync(path.join("/tmp", `first-tap-${flowIndex}-${run}.json`), buffer);
      const mark = (name: string) => events.find((e) => e.name === name)?.ts;
      const input = mark("first-tap-input");
      const visible = mark("first-tap-visible");
      if (input === undefined || visible === undefined) {
        console.log(`run ${run}: marks missing`);
        await context.close();
        continue;
      }
      // The frame that showed it was presented at the first presentation after the visible mark's frame.
      const presented = events
        .filter(
          (e) => (e.name === "PipelineReporter" || e.name === "Display::FrameDisplayed") && e.ts > visible,
        )
        .map((e) => e.ts + (e.dur ?? 0))
        .sort((a, b) => a - b)[0];
      const end = presented ?? visible + 200_000;
      console.log(
        `run ${run}: input → frame with it ${((visible - input) / 1000).toFixed(0)} ms, → presented ${presented ? ((presented - input) / 1000).toFixed(0) : "?"} ms, INP ${inp} ms`,
      );
      for (const [key, ms] of summarise(events, input, end))
        console.log(`  ${ms.toFixed(1).padStart(7)}  ${key}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
