// `npm run bench -- --cluster`: throughput of the site behind HAProxy with one instance against two, on this
// machine. A private embedded database seeded like the single-server bench, one build (or --skip-build), a
// private Redis (the shared cache), two instances of the build and HAProxy (deploy/haproxy.cfg) in front.
// Round one holds the second instance out of the proxy's rotation (maintenance), round two puts it back;
// each target is loaded through the proxy with autocannon the same way both times. Round three puts Varnish,
// the shared HTTP cache (deploy/varnish.vcl), in front of the proxy and loads the cached pages through it with
// wrk (wrk-load.ts) beside the build's static file nearest home's compressed size, served by the same front (the
// target: 90% of its rate), each request with a browser's Accept-Encoding. Writes
// bench/cluster-results.json. Everything (proxy, instances, Redis, database) runs on the same cores as the
// load generator, so the figures say what the machine allows, not what separate machines would.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { AS_A_BROWSER, runLoad, type LoadResult, type LoadSettings } from "./bench-load";
import { activeListingIds } from "./bench-server";
import { INSIGHTS_CITY_PATH, INSIGHTS_LOCALITY_PATH, INSIGHTS_P95_TARGET_MS } from "./bench-listings-queries";
import { freePort, startFront, startInstance, startProxy, startRedis, type Handle } from "./cluster-kit";
import { runWrk } from "./wrk-load";
import { startEmbedded } from "../embedded-db.mjs";
import { forgetCachedListingPages } from "../forget-cached-pages.mjs";

const RESULTS_FILE = path.join("bench", "cluster-results.json");
const WARMUP_SECONDS = 3;
const SECRET = "bench-only-secret-not-for-any-real-server";

const log = (line: string) => console.log(`[bench] ${line}`);

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} failed (code ${code})`)),
    );
  });
}

/**
 * The ceiling the cached pages are measured against: of the build's scripts, the one whose compressed size is
 * nearest home's own, so the page and the file cost the front the same bytes to send. Its path. (Home's own
 * scripts alone hold none near its size: the nearest is about two thirds of it, docs/scale-out.md.)
 */
async function staticFileLike(siteUrl: string, pageUrl: string): Promise<string> {
  const compressed = (text: string | Buffer) => gzipSync(text).length;
  const html = await (await fetch(pageUrl, { headers: AS_A_BROWSER })).text();
  const chunks = path.join(".next", "static", "chunks");
  const scripts = readdirSync(chunks)
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({
      script: `/_next/static/chunks/${name}`,
      bytes: compressed(readFileSync(path.join(chunks, name))),
    }));
  if (!scripts.length) throw new Error(`no script in ${chunks}`);
  const page = compressed(html);
  scripts.sort((a, b) => Math.abs(a.bytes - page) - Math.abs(b.bytes - page));
  const [nearest] = scripts;
  // Served by the build itself, as the front will fetch it.
  const served = await fetch(`${siteUrl}${nearest.script}`);
  if (!served.ok) throw new Error(`${nearest.script}: ${served.status} from ${siteUrl}`);
  log(`the static file: ${nearest.script} (${nearest.bytes} bytes compressed; home ${page})`);
  return nearest.script;
}

export type ClusterBenchOptions = {
  durationSeconds: number;
  connections: number;
  listings: number;
  skipBuild: boolean;
};

export async function benchCluster(opts: ClusterBenchOptions): Promise<void> {
  const running: (Handle | { stop(): Promise<void> | void })[] = [];
  const stopAll = async () => {
    for (const handle of running.reverse()) await Promise.resolve(handle.stop()).catch(() => undefined);
    running.length = 0;
  };
  process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));
  try {
    const loadAtStart = loadavg();
    const db = await startEmbedded({ shared: false });
    running.push(db);
    const port = Number(process.env.BENCH_PORT ?? 3200);
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      MONGODB_URI: db.uri,
      NEXTAUTH_SECRET: SECRET,
      SITE_URL: baseUrl,
      NEXTAUTH_URL: baseUrl,
    };
    log(`${db.engine} at ${db.uri}`);
    await run(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--listings", String(opts.listings)], env);
    if (!opts.skipBuild || !existsSync(".next/BUILD_ID")) await run("npx", ["next", "build"], env);
    else forgetCachedListingPages();

    const redis = await startRedis();
    running.push(redis);
    const appEnv = {
      MONGODB_URI: db.uri,
      NEXTAUTH_SECRET: SECRET,
      SITE_URL: baseUrl,
      NEXTAUTH_URL: baseUrl,
      TRUSTED_PROXY_HOPS: "1",
      REDIS_URL: redis.url,
    };
    const instances = [];
    for (const name of ["app1", "app2"]) {
      const instance = await startInstance(name, await freePort(), appEnv);
      running.push(instance);
      instances.push(instance);
    }
    const proxy = await startProxy(port, instances);
    running.push(proxy);
    log(`HAProxy at ${baseUrl} in front of ${instances.map((i) => i.baseURL).join(", ")}; Redis at ${redis.url}`);

    const [listingId] = await activeListingIds(baseUrl, 1);
    const targets = [
      { id: "home", label: "home (cached page)", path: "/" },
      { id: "listing", label: "listing (cached page)", path: `/properties/${listingId}` },
      {
        id: "apiFiltered",
        label: "list API, filtered",
        path: "/api/property/property?type=rent&bhk=2&minPrice=8000&maxPrice=25000&sort=price_asc&page=2&limit=12",
      },
    ];
    const settings: LoadSettings = { connections: opts.connections, durationSeconds: opts.durationSeconds };
    const measure = async (instancesInRotation: number) => {
      const results: (LoadResult & { id: string; label: string; instances: number })[] = [];
      for (const target of targets) {
        const url = `${baseUrl}${target.path}`;
        // One request alone first, however long it takes: the page is rendered and stored in the shared
        // cache before the load starts (a cold page under 20 connections measures the first render only).
        const probe = await fetch(url);
        await probe.arrayBuffer();
        if (probe.status !== 200) throw new Error(`${target.path} answered ${probe.status}`);
        await runLoad(url, {}, { ...settings, durationSeconds: Math.min(WARMUP_SECONDS, settings.durationSeconds) });
        const result = await runLoad(url, {}, settings);
        log(
          `${instancesInRotation} instance${instancesInRotation > 1 ? "s" : " "}  ${target.label.padEnd(22)} ${result.requestsPerSecond
            .toFixed(0)
            .padStart(
              6,
            )} req/s  p95 ${result.latencyMs.p95.toFixed(1).padStart(7)} ms  non-2xx ${result.non2xx}  errors ${result.errors}  load ${result.loadAverage.toFixed(1)}`,
        );
        results.push({ ...result, id: target.id, label: target.label, instances: instancesInRotation });
      }
      return results;
    };

    log(`${settings.connections} connections, ${settings.durationSeconds} s per target, through the proxy`);
    await proxy.setState("app2", "maint");
    const one = await measure(1);
    await proxy.setState("app2", "ready");
    await proxy.waitForStatus("app2", "UP");
    const two = await measure(2);

    // Through the front cache: the same pages, and one of the build's scripts (a static file) as their ceiling.
    const front = await startFront(await freePort(), port);
    running.push(front);
    const script = await staticFileLike(baseUrl, `${front.baseURL}/`);
    // The insights API answers `public, s-maxage=60` like the place pages, so in this deployment the front
    // keeps it too: its p95 there is what a visitor waits.
    const frontTargets = [
      { id: "static", label: "a static file (a script)", path: script },
      ...targets.slice(0, 2),
      { id: "insights", label: "insights API, a locality", path: INSIGHTS_LOCALITY_PATH },
      { id: "insightsCity", label: "insights API, a city", path: INSIGHTS_CITY_PATH },
    ];
    // Loaded with wrk: autocannon cannot take answers as fast as the front sends them (wrk-load.ts). The
    // static file is loaded again after the pages, and its ceiling is the mean of the two runs.
    const throughFront: (LoadResult & { id: string; label: string })[] = [];
    for (const target of [...frontTargets, { ...frontTargets[0], id: "static-again" }]) {
      const url = `${front.baseURL}${target.path}`;
      for (let i = 0; i < 2; i++) await (await fetch(url, { headers: AS_A_BROWSER })).arrayBuffer();
      await runWrk(url, AS_A_BROWSER, {
        ...settings,
        durationSeconds: Math.min(WARMUP_SECONDS, settings.durationSeconds),
      });
      const result = await runWrk(url, AS_A_BROWSER, settings);
      log(
        `front cache  ${target.label.padEnd(24)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p95 ${result.latencyMs.p95.toFixed(1).padStart(7)} ms  non-2xx ${result.non2xx}  errors ${result.errors}`,
      );
      throughFront.push({ ...result, id: target.id, label: target.label });
    }
    const loadAtEnd = loadavg();
    await stopAll();

    const cores = availableParallelism();
    console.log(
      `\n${opts.listings.toLocaleString("en")} synthetic listings; ${cores} cores; HAProxy + Redis + database + load generator on the same machine`,
    );
    console.log("| target | 1 instance req/s | 2 instances req/s | ratio | p95 1 → 2 (ms) |");
    console.log("| --- | ---: | ---: | ---: | ---: |");
    for (const [i, target] of targets.entries()) {
      const ratio = two[i].requestsPerSecond / one[i].requestsPerSecond;
      console.log(
        `| ${target.label} | ${one[i].requestsPerSecond.toFixed(0)} | ${two[i].requestsPerSecond.toFixed(0)} | ${ratio.toFixed(2)} | ${one[i].latencyMs.p95} → ${two[i].latencyMs.p95} |`,
      );
    }
    const staticRuns = throughFront.filter((result) => result.id.startsWith("static"));
    const staticRate = staticRuns.reduce((sum, result) => sum + result.requestsPerSecond, 0) / staticRuns.length;
    console.log(
      `\nthrough the front cache, loaded with wrk; the static file ${staticRuns.map((r) => r.requestsPerSecond.toFixed(0)).join(" and ")} req/s (before and after the pages), ceiling ${staticRate.toFixed(0)}`,
    );
    console.log("| through the front cache | req/s | share of the static file | target |");
    console.log("| --- | ---: | ---: | --- |");
    for (const result of throughFront.filter((r) => r.id !== "static-again")) {
      const share = result.requestsPerSecond / staticRate;
      const insights = result.id.startsWith("insights");
      const verdict =
        result.id === "static"
          ? ""
          : insights
            ? `${result.latencyMs.p95 < INSIGHTS_P95_TARGET_MS && result.non2xx === 0 ? "PASS" : "MISS"} (p95 ${result.latencyMs.p95} ms < ${INSIGHTS_P95_TARGET_MS} ms)`
            : share >= 0.9 && result.non2xx === 0
              ? "PASS (>= 90%)"
              : "MISS (>= 90%)";
      console.log(
        `| ${result.label} | ${result.requestsPerSecond.toFixed(0)} | ${(share * 100).toFixed(0)}% | ${verdict} |`,
      );
    }
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          machine: { cores, cpu: cpus()[0]?.model ?? "unknown", node: process.version, loadAtStart, loadAtEnd },
          settings: { ...settings, listings: opts.listings },
          oneInstance: one,
          twoInstances: two,
          throughFrontCache: { loadGenerator: "wrk", staticCeiling: staticRate, runs: throughFront },
        },
        null,
        2,
      )}\n`,
    );
    log(`wrote ${RESULTS_FILE}`);
  } finally {
    await stopAll();
  }
}
