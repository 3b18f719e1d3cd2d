// Load benchmark of the production server: a private embedded database seeded with 10,000 synthetic
// listings (plus the demo content), `next build`, `next start`, then autocannon against the pages and API
// calls that matter, each compared with the prerendered /pricing page as the ceiling. Prints a table and
// the targets' verdicts, and writes bench/results.json. The load average is printed beside the figures:
// on a busy machine every figure moves with it.
//   npm run bench                                   20 connections, 15 s per target
//   npm run bench -- --duration 5 --connections 10  a quick look
//   npm run bench -- --skip-build                   reuse the existing .next build
//   npm run bench -- --listings 50000               a larger catalogue
//   npm run bench -- --lighthouse                   also Lighthouse mobile scores of home, a listing, /pricing
//   npm run bench -- --strict                       exit code 1 when a target is missed
//   BENCH_PORT=3200                                 port of the server under test
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { runLoad, type LoadSettings } from "./bench-load";
import {
  checksTable,
  evaluate,
  lighthouseTable,
  loadTable,
  type LighthouseResult,
  type MeasuredTarget,
  type TargetId,
} from "./bench-report";
import { portOpen, startEmbedded, type EmbeddedDatabase } from "./embedded-db.mjs";
import { forgetCachedListingPages } from "./forget-cached-pages.mjs";
import { DEMO_USER } from "./seed-database";

const RESULTS_FILE = path.join("bench", "results.json");
// Only ever signs sessions of this throw-away server and database.
const BENCH_SECRET = "bench-only-secret-not-for-any-real-server";
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
      strict: { type: "boolean", default: false },
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
    strict: values.strict,
  };
}

// Everything the bench starts, so an interrupted run stops it too.
let db: EmbeddedDatabase | undefined;
let server: ChildProcess | undefined;
let lighthouseRun: ChildProcess | undefined;

function stopAll() {
  if (lighthouseRun?.exitCode === null) lighthouseRun.kill("SIGTERM");
  lighthouseRun = undefined;
  if (server?.pid && server.exitCode === null) {
    try {
      // The server runs in a process group of its own: end it with everything it started.
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  server = undefined;
  db?.stop();
  db = undefined;
}

process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping the server and the database`);
    stopAll();
    process.exit(130);
  });
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} failed (${signal ?? `code ${code}`})`)),
    );
  });
}

async function startServer(port: number, env: NodeJS.ProcessEnv, baseUrl: string) {
  if (await portOpen(port)) throw new Error(`port ${port} is already in use: set BENCH_PORT to a free port`);
  const next = path.resolve("node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [next, "start", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = child;
  // Kept for the error message when the server does not come up.
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) {
      // From here on its output is not read: stop collecting it.
      child.stdout?.off("data", keep).resume();
      child.stderr?.off("data", keep).resume();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health:\n${output.slice(-30).join("\n")}`);
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  if (response.status !== 200) throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function activeListingId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/property/property?sort=featured&page=1&limit=1`);
  const body = (await response.json()) as { properties?: { _id: string }[] };
  const id = body.properties?.[0]?._id;
  if (!id) throw new Error(`the list API named no active listing (${response.status})`);
  return id;
}

/** Runs scripts/bench-lighthouse.mjs in plain Node and reads the figures it prints. */
function runLighthouse(baseUrl: string, pages: { name: string; path: string }[]): Promise<LighthouseResult[]> {
  return new Promise((resolve, reject) => {
    const args = ["scripts/bench-lighthouse.mjs", baseUrl, ...pages.map((p) => `${p.name}=${p.path}`)];
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
    lighthouseRun = child;
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      lighthouseRun = undefined;
      if (code !== 0) return reject(new Error(`scripts/bench-lighthouse.mjs exited with code ${code}`));
      try {
        resolve(JSON.parse(output) as LighthouseResult[]);
      } catch {
        reject(new Error(`scripts/bench-lighthouse.mjs printed no results: ${output.slice(0, 200)}`));
      }
    });
  });
}

type Target = { id: TargetId; label: string; path: string; headers: Record<string, string> };

async function measure(baseUrl: string, target: Target, settings: LoadSettings) {
  // A target that answers with an error or a redirect would measure the wrong thing.
  const probe = await fetch(`${baseUrl}${target.path}`, { headers: target.headers, redirect: "manual" });
  await probe.arrayBuffer();
  if (probe.status !== 200) throw new Error(`${target.path} answered ${probe.status}`);
  // Fills caches and warms the JIT, so the measured run sees the server in its steady state.
  await runLoad(`${baseUrl}${target.path}`, target.headers, {
    ...settings,
    durationSeconds: Math.min(WARMUP_SECONDS, settings.durationSeconds),
  });
  const result = await runLoad(`${baseUrl}${target.path}`, target.headers, settings);
  log(
    `${target.label.padEnd(24)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p95 ${result.latencyMs.p95
      .toFixed(1)
      .padStart(7)} ms  non-2xx ${result.non2xx}  load ${result.loadAverage.toFixed(1)}`,
  );
  return { id: target.id, label: target.label, path: target.path, ...result };
}

async function main() {
  const opts = options();
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const baseUrl = `http://127.0.0.1:${port}`;
  const loadAtStart = loadavg();

  db = await startEmbedded({ shared: false });
  const engine = db.engine;
  log(`${engine} at ${db.uri}`);
  const dbEnv = { ...process.env, MONGODB_URI: db.uri };
  const appEnv = { ...dbEnv, NEXTAUTH_SECRET: BENCH_SECRET, NEXTAUTH_URL: baseUrl, SITE_URL: baseUrl };

  await run(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--listings", String(opts.listings)], dbEnv);
  if (opts.skipBuild && existsSync(".next/BUILD_ID")) {
    log("reusing the existing .next build");
  } else {
    if (opts.skipBuild) log("no .next build found: building");
    await run("npx", ["next", "build"], appEnv);
  }
  // Pages and listing reads cached by an earlier run name ids of a database that no longer exists.
  if (opts.skipBuild) forgetCachedListingPages();
  await startServer(port, appEnv, baseUrl);
  log(`next start at ${baseUrl}`);

  const cookie = await signIn(baseUrl);
  const listingId = await activeListingId(baseUrl);
  const targets: Target[] = [
    { id: "pricing", label: "pricing (prerendered)", path: "/pricing", headers: {} },
    { id: "home", label: "home", path: "/", headers: {} },
    { id: "listing", label: "listing", path: `/properties/${listingId}`, headers: {} },
    { id: "propertiesSignedIn", label: "listings, signed in", path: "/properties", headers: { cookie } },
    {
      id: "apiFiltered",
      label: "list API, filtered",
      path: "/api/property/property?type=rent&bhk=2&minPrice=8000&maxPrice=25000&sort=price_asc&page=2&limit=12",
      headers: {},
    },
    {
      id: "apiSearch",
      label: "list API, keyword",
      path: "/api/property/property?q=patia&sort=newest&page=1&limit=24",
      headers: {},
    },
  ];

  const settings = { connections: opts.connections, durationSeconds: opts.durationSeconds };
  log(`${settings.connections} connections, ${settings.durationSeconds} s per target (after a short warm-up)`);
  const runs = [];
  for (const target of targets) runs.push(await measure(baseUrl, target, settings));
  const ceiling = runs[0].requestsPerSecond;
  const measured: MeasuredTarget[] = runs.map((r) => ({ ...r, shareOfPricing: r.requestsPerSecond / ceiling }));
  const checks = evaluate(measured);

  let lighthouse: LighthouseResult[] | undefined;
  let lighthouseError: string | undefined;
  if (opts.lighthouse) {
    log("Lighthouse (mobile) on home, a listing and /pricing");
    try {
      lighthouse = await runLighthouse(baseUrl, [
        { name: "home", path: "/" },
        { name: "listing", path: `/properties/${listingId}` },
        { name: "pricing", path: "/pricing" },
      ]);
    } catch (error) {
      lighthouseError = error instanceof Error ? error.message : String(error);
    }
  }
  const loadAtEnd = loadavg();
  stopAll();

  const cores = availableParallelism();
  const loads = (l: number[]) => l.map((v) => v.toFixed(1)).join(", ");
  console.log(
    `\n${opts.listings.toLocaleString("en")} synthetic listings + demo content on ${engine}; ` +
      `${settings.connections} connections, ${settings.durationSeconds} s per target; ${cores} cores; ` +
      `load average ${loads(loadAtStart)} at the start, ${loads(loadAtEnd)} at the end\n`,
  );
  console.log(loadTable(measured));
  console.log(`\n${checksTable(checks)}\n`);
  if (lighthouse) console.log(`${lighthouseTable(lighthouse)}\n`);
  if (lighthouseError) console.error(`[bench] Lighthouse failed: ${lighthouseError}`);

  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cores, cpu: cpus()[0]?.model ?? "unknown", node: process.version, loadAtStart, loadAtEnd },
    settings: { ...settings, listings: opts.listings, database: engine },
    targets: measured,
    checks,
    ...(opts.lighthouse ? { lighthouse: lighthouse ?? { error: lighthouseError } } : {}),
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${RESULTS_FILE}`);

  const missed = checks.filter((c) => !c.pass).length;
  if (missed > 0)
    log(`${missed} of ${checks.length} targets missed${opts.strict ? "" : " (pass --strict to fail on them)"}`);
  if ((opts.strict && missed > 0) || lighthouseError) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : error}`);
  stopAll();
  process.exit(1);
});
