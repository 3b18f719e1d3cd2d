// Load benchmark of the production server: a private embedded database seeded with 10,000 synthetic
// listings (plus the demo content), `next build`, `next start`, then the first answers of home, a locality
// and a city page right after the start (nothing cached yet), autocannon against the pages and API calls that
// matter, each compared with the prerendered /pricing page as the ceiling, and last (with --memory) the server's
// memory before and after a burst of distinct pages and map searches and after it idles. Prints tables and the
// targets' verdicts, and writes bench/results.json. The load average is printed beside the figures: on a busy
// machine every figure moves with it.
//   npm run bench                                   20 connections, 15 s per target
//   npm run bench -- --duration 5 --connections 10  a quick look
//   npm run bench -- --skip-build                   reuse the existing .next build
//   npm run bench -- --listings 50000               a larger catalogue
//   npm run bench -- --lighthouse                   also Lighthouse mobile scores of the public pages, judged
//                                                   against the framework's floor (scripts/bench/floor-app.ts)
//   (then times the admin's Approve and Save answers, 20 of each)
//   npm run bench -- --memory                       also the server's memory around a burst of 4,000 distinct
//                                                   pages and map searches (hours on the embedded engine)
//   npm run bench -- --memory --memory-idle 60      idle 60 s after the memory burst before the last reading
//                                                   (default 300, the target's 5 minutes)
//   npm run bench -- --memory-only --listings 1000  the memory burst alone, after a visit of the first pages,
//                                                   written to bench/memory-results.json (results.json is kept)
//   npm run bench -- --strict                       exit code 1 when a target is missed
//   npm run bench -- --cluster                      1 instance against 2 behind HAProxy (scripts/bench/bench-cluster.ts)
//   BENCH_PORT=3200                                 port of the server under test
import type autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { MAP_SEARCHES_AT_ONCE } from "@/lib/listings/search-budget";
import { loadWhileChanging, timeAdminWrites } from "./bench-admin-writes";
import { evaluateTwins, measureScriptBytes, scriptBytesTable, type ScriptBytes } from "./bench-script-bytes";
import { benchCluster } from "./bench-cluster";
import { coldRendersTable, evaluateColdRenders, timeColdRenders } from "./bench-cold";
import { evaluateMemory, measureMemory, memoryFiguresTable, type MemoryRun } from "./bench-memory";
import { signedInTable, timeSignedInWaits } from "./bench-signed-in";
import { runLoad, type LoadSettings } from "./bench-load";
import {
  checksTable,
  evaluate,
  evaluateLighthouse,
  evaluateLighthouseTwins,
  evaluateWrites,
  floorBeside,
  lighthouseTable,
  loadTable,
  writesTable,
  type WriteTiming,
  type LighthouseResult,
  type MeasuredTarget,
  type TargetId,
} from "./bench-report";
import { startFloorApp } from "./floor-app";
import {
  BOUNDS_QUERY,
  INSIGHTS_CITY_PATH,
  INSIGHTS_LOCALITY_PATH,
  NEAR_QUERY,
  NEAR_WIDE_QUERY,
  nearWideQueryAt,
} from "./bench-listings-queries";
import { activeListingIds, signIn, startProductionServer, stopAll, stopAllOnExit, trackHelper } from "./bench-server";

const RESULTS_FILE = path.join("bench", "results.json");
const MEMORY_RESULTS_FILE = path.join("bench", "memory-results.json");
const WARMUP_SECONDS = 3;

const log = (line: string) => console.log(`[bench] ${line}`);

function options() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "15" },
      connections: { type: "string", default: "20" },
      listings: { type: "string", default: "10000" },
      "skip-build": { type: "boolean", default: false },
      lighthouse: { type: "boolean", default: false },
      "lighthouse-runs": { type: "string", default: "3" },
      strict: { type: "boolean", default: false },
      cluster: { type: "boolean", default: false },
      memory: { type: "boolean", default: false },
      "memory-idle": { type: "string", default: "300" },
      "memory-only": { type: "boolean", default: false },
    },
  });
  const whole = (name: string, value: string, max: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} takes a whole number from 1 to ${max}`);
    return n;
  };
  return {
    durationSeconds: whole("duration", values.duration, 600),
    connections: whole("connections", values.connections, 1000),
    listings: whole("listings", values.listings, 1_000_000),
    skipBuild: values["skip-build"],
    lighthouse: values.lighthouse,
    lighthouseRuns: whole("lighthouse-runs", values["lighthouse-runs"], 20),
    strict: values.strict,
    cluster: values.cluster,
    memory: values.memory || values["memory-only"],
    memoryOnly: values["memory-only"],
    memoryIdleSeconds: whole("memory-idle", values["memory-idle"], 3600),
  };
}

stopAllOnExit("bench");

/** Where each Lighthouse audit's full report is kept: one file per page and run, of the latest bench only. */
const LIGHTHOUSE_REPORTS = ".data/lighthouse";

/** Runs scripts/bench/bench-lighthouse.mjs in plain Node and reads the figures it prints. */
function runLighthouse(
  baseUrl: string,
  runs: number,
  pages: { name: string; path: string }[],
): Promise<LighthouseResult[]> {
  return new Promise((resolve, reject) => {
    const args = [
      "scripts/bench/bench-lighthouse.mjs",
      "--runs",
      String(runs),
      // A round of every page at a time: each page and its twin or floor meet the machine's slow minutes alike.
      "--interleave",
      "--save",
      LIGHTHOUSE_REPORTS,
      baseUrl,
      ...pages.map((p) => `${p.name}=${p.path}`),
    ];
    rmSync(LIGHTHOUSE_REPORTS, { recursive: true, force: true });
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
    trackHelper(child);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`scripts/bench/bench-lighthouse.mjs exited with code ${code}`));
      try {
        resolve(JSON.parse(output) as LighthouseResult[]);
      } catch {
        reject(new Error(`scripts/bench/bench-lighthouse.mjs printed no results: ${output.slice(0, 200)}`));
      }
    });
  });
}

/** A locality page of 12 cards among hundreds of rentals (the synthetic listings spread over the localities). */
const LOCALITY_PAGE = "/rent/bhubaneswar/patia";
const CITY_PAGE = "/rent/bhubaneswar";
/** The filtered, sorted search of the list API targets: some 500 rentals at 10,000 listings, so page 40 is full. */
const FILTERED_SEARCH = "type=rent&bhk=2&minPrice=8000&maxPrice=25000&sort=price_asc";

type Target = {
  id: TargetId;
  label: string;
  path: string;
  headers: Record<string, string>;
  /** Requests each connection cycles through instead of `path` alone. */
  requests?: autocannon.Request[];
  /** Another server's address (the framework's floor), instead of the site's. */
  origin?: string;
};

/** Pages of the whole catalogue in price order, each request the next page: a burst of distinct misses. */
function distinctPages(pages: number): autocannon.Request[] {
  let next = 0;
  const path = () => `/api/property/property?sort=price_asc&limit=12&page=${(next++ % pages) + 1}`;
  return [{ method: "GET", setupRequest: (request) => ({ ...request, path: path() }) }];
}

/**
 * Each request from a visitor of its own: the server trusts no proxy (TRUSTED_PROXY_HOPS=0), so it reads the
 * client's address from the X-Forwarded-For the request brings. The map searches' per-address budget
 * (LIMITS.mapSearchPerIpMinute and ...Hourly) is counted as on the site, and a load from one machine is not refused by it.
 */
let visitor = 0;
function fromVisitors(path: () => string): autocannon.Request[] {
  return [
    {
      method: "GET",
      setupRequest: (request) => {
        visitor += 1;
        const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
        return { ...request, path: path(), headers: { ...request.headers, "x-forwarded-for": address } };
      },
    },
  ];
}

/** The widest distance search about another of 2,500 points each request: every request a miss of the cache. */
function distinctNearPoints(): autocannon.Request[] {
  let next = 0;
  return fromVisitors(() => `/api/property/property?${nearWideQueryAt(next++)}`);
}

async function measure(siteUrl: string, target: Target, settings: LoadSettings) {
  const baseUrl = target.origin ?? siteUrl;
  // A target that answers with an error or a redirect would measure the wrong thing.
  const probe = await fetch(`${baseUrl}${target.path}`, { headers: target.headers, redirect: "manual" });
  const bytes = (await probe.arrayBuffer()).byteLength;
  if (probe.status !== 200) throw new Error(`${target.path} answered ${probe.status}`);
  // Fills caches and warms the JIT, so the measured run sees the server in its steady state.
  await runLoad(
    `${baseUrl}${target.path}`,
    target.headers,
    { ...settings, durationSeconds: Math.min(WARMUP_SECONDS, settings.durationSeconds) },
    target.requests,
  );
  const result = await runLoad(`${baseUrl}${target.path}`, target.headers, settings, target.requests);
  log(
    `${target.label.padEnd(24)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p95 ${result.latencyMs.p95
      .toFixed(1)
      .padStart(7)} ms  non-2xx ${result.non2xx}  load ${result.loadAverage.toFixed(1)}`,
  );
  return { id: target.id, label: target.label, path: target.path, bytes, ...result };
}

/** The memory burst's figures, or why they could not be read. */
async function memoryFigures(
  baseUrl: string,
  pid: number,
  opts: ReturnType<typeof options>,
): Promise<{ memory?: MemoryRun; memoryError?: string }> {
  try {
    const memory = await measureMemory(baseUrl, {
      pid,
      idleSeconds: opts.memoryIdleSeconds,
      mapSearchesAtOnce: MAP_SEARCHES_AT_ONCE,
      log,
    });
    return { memory };
  } catch (error) {
    return { memoryError: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The memory burst alone (--memory-only), on a server that has served only its first pages: the reading a
 * smaller catalogue makes affordable on the embedded engine, where every miss of the burst is a read of the
 * listings.
 */
async function benchMemoryOnly(opts: ReturnType<typeof options>) {
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const loadAtStart = loadavg();
  const { baseUrl, engine, pid } = await startProductionServer({
    port,
    listings: opts.listings,
    skipBuild: opts.skipBuild,
    log,
  });
  // The pages every visitor meets first, so the reading before the burst is of a server that has loaded
  // the code it serves, as in the whole run, where the burst comes last.
  for (const page of ["/", "/or", LOCALITY_PAGE, CITY_PAGE, "/pricing", "/about"]) {
    const answer = await fetch(`${baseUrl}${page}`);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
  }
  const [listingId] = await activeListingIds(baseUrl, 1);
  await (await fetch(`${baseUrl}/properties/${listingId}`)).arrayBuffer();
  const { memory, memoryError } = await memoryFigures(baseUrl, pid, opts);
  const loadAtEnd = loadavg();
  stopAll();
  const checks = memory ? evaluateMemory(memory) : [];
  const loads = (l: number[]) => l.map((v) => v.toFixed(1)).join(", ");
  console.log(
    `\n${opts.listings.toLocaleString("en")} synthetic listings + demo content on ${engine}; ` +
      `load average ${loads(loadAtStart)} at the start, ${loads(loadAtEnd)} at the end\n`,
  );
  if (memory) console.log(`${memoryFiguresTable(memory)}\n\n${checksTable(checks)}\n`);
  if (memoryError) console.error(`[bench] the memory figures failed: ${memoryError}`);
  mkdirSync(path.dirname(MEMORY_RESULTS_FILE), { recursive: true });
  const results = {
    measuredAt: new Date().toISOString(),
    machine: {
      cores: availableParallelism(),
      cpu: cpus()[0]?.model ?? "unknown",
      node: process.version,
      loadAtStart,
      loadAtEnd,
    },
    settings: { listings: opts.listings, database: engine, memoryIdleSeconds: opts.memoryIdleSeconds },
    checks,
    memory: memory ?? { error: memoryError },
  };
  writeFileSync(MEMORY_RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${MEMORY_RESULTS_FILE}`);
  if (memoryError || checks.some((c) => !c.pass)) process.exitCode = 1;
}

async function main() {
  const opts = options();
  if (opts.cluster) return benchCluster(opts);
  if (opts.memoryOnly) return benchMemoryOnly(opts);
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const loadAtStart = loadavg();
  const { baseUrl, engine, databaseUri, pid } = await startProductionServer({
    port,
    listings: opts.listings,
    skipBuild: opts.skipBuild,
    log,
  });

  // First, before any request renders a page or reads listings: the cache is in memory only, so right after
  // a start each page's first visitor waits for its whole render.
  const coldRenders = await timeColdRenders(baseUrl, [
    { label: "home", path: "/" },
    { label: "locality page", path: LOCALITY_PAGE },
    { label: "city page", path: CITY_PAGE },
  ]);
  for (const c of coldRenders)
    log(`${`${c.label}, first answer`.padEnd(28)} ${String(c.ms).padStart(6)} ms  status ${c.status}`);

  const cookie = await signIn(baseUrl);
  const [listingId] = await activeListingIds(baseUrl, 1);
  // The framework's floor (one heading, one link, same Next.js) beside the site: its throughput shows what
  // the framework itself costs on the machine at hand, and the Lighthouse run audits it.
  const floor = await startFloorApp(port + 99, log);
  const targets: Target[] = [
    { id: "floorStatic", label: "the floor: a static file", path: "/file.svg", headers: {}, origin: floor },
    { id: "floorPage", label: "the floor: its page", path: "/", headers: {}, origin: floor },
    { id: "floorPlans", label: "the floor: a page of /pricing's size", path: "/plans", headers: {}, origin: floor },
    { id: "static", label: "a static file", path: "/icon.svg", headers: {} },
    { id: "pricing", label: "pricing (prerendered)", path: "/pricing", headers: {} },
    { id: "home", label: "home", path: "/", headers: {} },
    { id: "homeOr", label: "home in Odia", path: "/or", headers: {} },
    { id: "listing", label: "listing", path: `/properties/${listingId}`, headers: {} },
    { id: "listingOr", label: "listing in Odia", path: `/or/properties/${listingId}`, headers: {} },
    { id: "locality", label: "locality page", path: LOCALITY_PAGE, headers: {} },
    { id: "localityOr", label: "locality page in Odia", path: `/or${LOCALITY_PAGE}`, headers: {} },
    {
      id: "localityFiltered",
      label: "locality page, filtered",
      path: `${LOCALITY_PAGE}?bhk=2&maxPrice=20000`,
      headers: {},
    },
    { id: "propertiesSignedIn", label: "listings, signed in", path: "/properties", headers: { cookie } },
    {
      id: "apiFiltered",
      label: "list API, filtered",
      path: `/api/property/property?${FILTERED_SEARCH}&page=2&limit=12`,
      headers: {},
    },
    {
      id: "apiSearch",
      label: "list API, keyword",
      path: "/api/property/property?q=patia&sort=newest&page=1&limit=24",
      headers: {},
    },
    // Pages deep in a list: each is the dozen listings at its place in the search's cached order, read by id.
    // Before the burst of distinct pages below, whose uncached reads the database may still be finishing after it.
    {
      id: "apiSortedPage7",
      label: "list API, sorted, page 7",
      path: "/api/property/property?sort=price_asc&limit=12&page=7",
      headers: {},
    },
    {
      id: "apiSortedPage40",
      label: "list API, sorted, page 40",
      path: "/api/property/property?sort=price_asc&limit=12&page=40",
      headers: {},
    },
    {
      id: "apiFilteredPage7",
      label: "list API, filtered, page 7",
      path: `/api/property/property?${FILTERED_SEARCH}&limit=12&page=7`,
      headers: {},
    },
    {
      id: "apiFilteredPage40",
      label: "list API, filtered, page 40",
      path: `/api/property/property?${FILTERED_SEARCH}&limit=12&page=40`,
      headers: {},
    },
    {
      id: "apiMix",
      label: "list API, distinct pages",
      path: "/api/property/property?sort=price_asc&limit=12&page=1",
      headers: {},
      requests: distinctPages(Math.floor(opts.listings / 12)),
    },
    {
      id: "apiBounds",
      label: "list API, map area",
      path: `/api/property/property?${BOUNDS_QUERY}`,
      headers: {},
      requests: fromVisitors(() => `/api/property/property?${BOUNDS_QUERY}`),
    },
    {
      id: "apiNear",
      label: "list API, within a radius",
      path: `/api/property/property?${NEAR_QUERY}`,
      headers: {},
      requests: fromVisitors(() => `/api/property/property?${NEAR_QUERY}`),
    },
    {
      id: "apiNearWide",
      label: "list API, 25 km nearest first, distinct points",
      path: `/api/property/property?${NEAR_WIDE_QUERY}`,
      headers: {},
      requests: distinctNearPoints(),
    },
    {
      id: "apiInsights",
      label: "insights API, a locality",
      path: INSIGHTS_LOCALITY_PATH,
      headers: {},
    },
    {
      id: "apiInsightsCity",
      label: "insights API, a city",
      path: INSIGHTS_CITY_PATH,
      headers: {},
    },
    // Last: each profile also claims the account's signed-out submissions (a write), and the targets above
    // measure reads, which on the embedded engine wait behind writes.
    { id: "profile", label: "profile, signed in (whole page)", path: "/profile", headers: { cookie } },
  ];

  const settings = { connections: opts.connections, durationSeconds: opts.durationSeconds };
  log(`${settings.connections} connections, ${settings.durationSeconds} s per target (after a short warm-up)`);
  const runs = [];
  for (const target of targets) runs.push(await measure(baseUrl, target, settings));
  const ceiling = runs.find((r) => r.id === "pricing")!.requestsPerSecond;
  const measured: MeasuredTarget[] = runs.map((r) => ({ ...r, shareOfPricing: r.requestsPerSecond / ceiling }));

  // Before the admin's writes below change the listing: the pages as visitors first load them, map closed.
  const scriptBytes: ScriptBytes[] = await measureScriptBytes(baseUrl, [
    { name: "home", path: "/" },
    { name: "home-or", path: "/or" },
    { name: "listing", path: `/properties/${listingId}` },
    { name: "listing-or", path: `/or/properties/${listingId}` },
    { name: "place", path: LOCALITY_PAGE },
    { name: "place-or", path: `/or${LOCALITY_PAGE}` },
  ]);

  // A signed-in person's wait in a browser, on the server at rest.
  const signedInWaits = await timeSignedInWaits(baseUrl, cookie);

  // After the load runs: the admin's writes expire the cached pages the runs above read.
  const adminWrites: WriteTiming[] = await timeAdminWrites(baseUrl, listingId, databaseUri);
  for (const w of adminWrites)
    log(`${w.label.padEnd(32)} median ${w.medianMs} ms  p95 ${w.p95Ms} ms  (${w.runs} runs)`);

  // Home right after a change, and while listings keep changing: each change marks home stale, and its
  // visitors are served the previous home while one render makes the new one (lib/listings/cache.ts).
  const afterChange = await loadWhileChanging(baseUrl, listingId, "/", { ...settings, durationSeconds: 10 });
  const homeAfterChange: MeasuredTarget = {
    ...afterChange,
    id: "homeAfterChange",
    label: "home, a listing changed every 2 s",
    path: "/",
    bytes: runs.find((r) => r.id === "home")!.bytes,
    shareOfPricing: afterChange.requestsPerSecond / ceiling,
  };
  measured.push(homeAfterChange);
  log(
    `${homeAfterChange.label.padEnd(24)} ${afterChange.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${afterChange.latencyMs.p99} ms  non-2xx ${afterChange.non2xx}  errors ${afterChange.errors}`,
  );

  let lighthouse: LighthouseResult[] | undefined;
  let lighthouseError: string | undefined;
  if (opts.lighthouse) {
    try {
      log(
        `Lighthouse (mobile), ${opts.lighthouseRuns} rounds of every public page, the framework's floor audited just before each`,
      );
      const pages = [
        { name: "home", path: "/" },
        { name: "home-or", path: "/or" },
        { name: "listing", path: `/properties/${listingId}` },
        { name: "listing-or", path: `/or/properties/${listingId}` },
        { name: "locality", path: LOCALITY_PAGE },
        { name: "locality-or", path: `/or${LOCALITY_PAGE}` },
        { name: "city", path: CITY_PAGE },
        { name: "pricing", path: "/pricing" },
        { name: "about", path: "/about" },
        { name: "services", path: "/services" },
        { name: "contact", path: "/contact" },
      ];
      // The floor is audited just before each page, so each is judged against the machine of its moment.
      lighthouse = await runLighthouse(
        baseUrl,
        opts.lighthouseRuns,
        pages.flatMap((page) => [{ name: floorBeside(page.name), path: `${floor}/` }, page]),
      );
    } catch (error) {
      lighthouseError = error instanceof Error ? error.message : String(error);
    }
  }

  // Last, after everything else, when asked for: the server's memory, before and after a burst of distinct pages
  // and searches that fill the page and data caches, and after it idles. Each of those is a miss; on the embedded
  // engine at 10,000 listings they were answered at about 15 a minute (48 of 4,000 in 3 minutes), so the burst
  // alone takes hours there and is not part of the default run.
  const { memory, memoryError } = opts.memory ? await memoryFigures(baseUrl, pid, opts) : {};
  const loadAtEnd = loadavg();
  stopAll();
  const checks = [
    ...evaluateColdRenders(coldRenders),
    ...evaluate(measured),
    ...evaluateWrites(adminWrites),
    ...evaluateTwins(scriptBytes),
    ...(lighthouse ? [...evaluateLighthouse(lighthouse), ...evaluateLighthouseTwins(lighthouse)] : []),
    ...(memory ? evaluateMemory(memory) : []),
  ];

  const cores = availableParallelism();
  const loads = (l: number[]) => l.map((v) => v.toFixed(1)).join(", ");
  console.log(
    `\n${opts.listings.toLocaleString("en")} synthetic listings + demo content on ${engine}; ` +
      `${settings.connections} connections, ${settings.durationSeconds} s per target; ${cores} cores; ` +
      `load average ${loads(loadAtStart)} at the start, ${loads(loadAtEnd)} at the end\n`,
  );
  console.log(`${coldRendersTable(coldRenders)}\n`);
  console.log(loadTable(measured));
  console.log(`\n${writesTable(adminWrites)}\n`);
  console.log(`${signedInTable(signedInWaits)}\n`);
  console.log(`${scriptBytesTable(scriptBytes)}\n`);
  if (lighthouse) console.log(`${lighthouseTable(lighthouse)}\n`);
  if (memory) console.log(`${memoryFiguresTable(memory)}\n`);
  console.log(`${checksTable(checks)}\n`);
  if (lighthouseError) console.error(`[bench] Lighthouse failed: ${lighthouseError}`);
  if (memoryError) console.error(`[bench] the memory figures failed: ${memoryError}`);

  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cores, cpu: cpus()[0]?.model ?? "unknown", node: process.version, loadAtStart, loadAtEnd },
    settings: { ...settings, listings: opts.listings, database: engine, memoryIdleSeconds: opts.memoryIdleSeconds },
    coldRenders,
    targets: measured,
    checks,
    adminWrites,
    signedInWaits,
    scriptBytes,
    ...(opts.lighthouse ? { lighthouse: lighthouse ?? { error: lighthouseError } } : {}),
    ...(opts.memory ? { memory: memory ?? { error: memoryError } } : {}),
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${RESULTS_FILE}`);

  const missed = checks.filter((c) => !c.pass).length;
  if (missed > 0)
    log(`${missed} of ${checks.length} targets missed${opts.strict ? "" : " (pass --strict to fail on them)"}`);
  if ((opts.strict && missed > 0) || lighthouseError || memoryError) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : error}`);
  stopAll();
  process.exit(1);
});
