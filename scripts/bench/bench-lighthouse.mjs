#!/usr/bin/env node
// Lighthouse's default (mobile) audit of a few pages in the system's Chromium, one browser for all pages;
// prints the figures as JSON on stdout. `npm run bench -- --lighthouse` runs it as a plain Node process:
// Lighthouse sends functions' source to the page, and a TypeScript loader's rewriting breaks them there.
//   node scripts/bench/bench-lighthouse.mjs http://127.0.0.1:3200 home=/ pricing=/pricing
//   node scripts/bench/bench-lighthouse.mjs --runs 5 --save .data/lighthouse http://127.0.0.1:3200 home=/
//   node scripts/bench/bench-lighthouse.mjs http://127.0.0.1:3200 floor=http://127.0.0.1:3299/ home=/
// Scores are 0-100; the performance score and total blocking time come from Lighthouse's simulated slow
// phone and network, so they compare builds, not machines. Total blocking time still moves from run to run
// with the machine's load: with --runs each page is audited that many times; its performance score, blocking
// time and largest paint are each the median of the runs, its other figures those of the run of median blocking
// time (every run's blocking time and score are printed beside them); --interleave audits them a round of
// every page at a time instead of page by page, so pages compared with each other share the machine's moods.
// --save keeps each run's full report (long tasks, script boot-up times) as JSON in the folder given. Before
// its runs each page is loaded once unmeasured (--warmup 0 to skip): the first visit after a start renders
// the page into the cache and has the image optimiser encode its photos, a cost the next visitor does not
// pay, and the floor has neither. Each measured
// audit waits first for the processors to be mostly idle (quiet-machine.mjs), within 90 s: the browser shares
// them with the server, whose background renders would otherwise be measured as the page's own work.
import { launch } from "chrome-launcher";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { waitForQuietMachine } from "./quiet-machine.mjs";

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const { values: options, positionals } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    warmup: { type: "string", default: "1" },
    save: { type: "string" },
    interleave: { type: "boolean", default: false },
  },
  allowPositionals: true,
});
const runs = Number(options.runs);
const warmups = Number(options.warmup);
if (!Number.isInteger(runs) || runs < 1 || runs > 20 || !Number.isInteger(warmups) || warmups < 0 || warmups > 3) {
  console.error("--runs takes a whole number from 1 to 20, --warmup from 0 to 3");
  process.exit(2);
}
const [baseUrl, ...pageArgs] = positionals;
const pages = pageArgs.map((arg) => {
  const at = arg.indexOf("=");
  return { name: arg.slice(0, at), path: arg.slice(at + 1) };
});
if (!baseUrl || pages.length === 0 || pages.some((p) => !p.name || !/^(\/|https?:\/\/)/.test(p.path))) {
  console.error(
    "usage: node scripts/bench/bench-lighthouse.mjs [--runs N] [--interleave] [--save DIR] <base url> <name>=</path> ...",
  );
  process.exit(2);
}

const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]
  .filter(Boolean)
  .find((p) => existsSync(p));
if (!chromium) {
  console.error("Lighthouse needs Chromium: install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH.");
  process.exit(1);
}

const score = (value) => Math.round((value ?? 0) * 100);

/** The middle value of `values` (the lower middle of an even count). */
const medianOf = (values) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * How many of the page's scripts had finished loading when the browser painted its largest element, in the
 * real (unthrottled) load Lighthouse simulates from. Lighthouse's simulated largest paint waits for every
 * script that had arrived by then, unless it saw the script run later in a task of its own, and it drops
 * tasks under 10 ms: so a script that arrived before that paint, however small, puts the whole download of
 * the page's scripts on a simulated slow network in front of the paint (docs/performance.md, "Why a page's
 * largest paint swings").
 */
function scriptsBeforePaint(audits) {
  const observed = audits.metrics?.details?.items?.[0];
  const requests = audits["network-requests"]?.details;
  const start = requests?.debugData?.networkStartTimeTs;
  if (!observed?.observedLargestContentfulPaintTs || !start || !requests?.items) return undefined;
  const paintMs = (observed.observedLargestContentfulPaintTs - start) / 1000;
  const scripts = requests.items.filter((item) => item.resourceType === "Script");
  return {
    observedPaintMs: Math.round(paintMs),
    arrived: scripts.filter((item) => item.networkEndTime !== undefined && item.networkEndTime <= paintMs).length,
    total: scripts.length,
  };
}

function figures(page, lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${page.path}: ${lhr.runtimeError.message}`);
  const { categories, audits } = lhr;
  const resources = audits["resource-summary"]?.details?.items ?? [];
  return {
    ...page,
    scores: {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories["best-practices"]?.score),
      seo: score(categories.seo?.score),
    },
    totalBlockingTimeMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cumulativeLayoutShift: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    largestPaintMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    scriptsBeforePaint: scriptsBeforePaint(audits),
    scriptBytes: resources.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    // Lighthouse's measure of this machine's speed: figures from machines with different indexes differ.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

const chrome = await launch({ chromePath: chromium, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
// chrome-launcher ends the browser on Ctrl-C itself; the bench stops this process with SIGTERM.
process.on("SIGTERM", () => {
  chrome.kill();
  process.exit(143);
});
/** One audit of one page; its full report goes to the --save folder when there is one (not a warm-up's). */
async function audit(page, index, { warmup = false } = {}) {
  // A page of another server (the framework's floor app) is named by its full address.
  const url = page.path.startsWith("/") ? `${baseUrl}${page.path}` : page.path;
  const machine = warmup ? undefined : await waitForQuietMachine();
  const run = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  if (options.save && !warmup) {
    mkdirSync(options.save, { recursive: true });
    writeFileSync(path.join(options.save, `${page.name}-${index + 1}.json`), JSON.stringify(run.lhr));
  }
  return { ...figures(page, run.lhr), machine };
}

try {
  // Each page's audits, in the order asked: page by page, or with --interleave one round of every page at a
  // time, so a page and its twin (or its floor) meet the machine's slow and fast minutes alike.
  const audits = new Map(pages.map((page) => [page.name, []]));
  if (options.interleave) {
    for (const page of pages) for (let i = 0; i < warmups; i++) await audit(page, i, { warmup: true });
    for (let i = 0; i < runs; i++) for (const page of pages) audits.get(page.name).push(await audit(page, i));
  } else {
    for (const page of pages) {
      for (let i = 0; i < warmups; i++) await audit(page, i, { warmup: true });
      for (let i = 0; i < runs; i++) audits.get(page.name).push(await audit(page, i));
    }
  }
  const results = pages.map((page) => {
    const own = audits.get(page.name);
    if (runs === 1) return own[0];
    const byBlockingTime = own.toSorted((a, b) => a.totalBlockingTimeMs - b.totalBlockingTimeMs);
    const median = byBlockingTime[Math.floor((runs - 1) / 2)];
    return {
      ...median,
      // The score and the largest paint are each the median of the runs too, not that run's: its score can be
      // the lowest of the three (Odia home: 97, 97 and 93, the 93 with the median blocking time).
      scores: { ...median.scores, performance: medianOf(own.map((a) => a.scores.performance)) },
      largestPaintMs: medianOf(own.map((a) => a.largestPaintMs)),
      totalBlockingTimeRunsMs: own.map((a) => a.totalBlockingTimeMs),
      performanceRuns: own.map((a) => a.scores.performance),
      quietWaitsMs: own.map((a) => a.machine.waitedMs),
    };
  });
  process.stdout.write(`${JSON.stringify(results)}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  chrome.kill();
}
