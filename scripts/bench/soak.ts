// Soak test of the production server: a private embedded database seeded with 10,000 synthetic listings
// (plus the demo content), `next build`, `next start`, then mixed traffic at a fixed number of connections
// for a fixed time: the home page, listing pages, the list API, a signed-in user's favourites (read, save,
// unsave), contact-page messages and a flood of sign-ups with made-up verification proofs. Passes when no
// answer is a 5xx, no request is dropped or times out, a genuine registration succeeds right after the
// run, and the server's resident memory (RSS, the whole process tree) after the run is within 20% of its
// value after the warm-up. Prints the figures with the machine's load and writes bench/soak-results.json.
// Linux only (memory is read from /proc).
//   npm run soak                                        50 connections, 30 s warm-up, 60 s run
//   npm run soak -- --skip-build                        reuse the existing .next build
//   npm run soak -- --duration 20 --connections 20      a quick look
//   SOAK_PORT=3210                                      port of the server under test
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type autocannon from "autocannon";
import { runLoad, type LoadSettings } from "./bench-load";
import { activeListingIds, signIn, startProductionServer, stopAll, stopAllOnExit } from "./bench-server";
import { megabytes, treeRss } from "./process-memory";
import { registerGenuinely, registrationFlood, soakOutbox } from "./soak-registration";
import { judgeSoak, memoryTable, streamsTable, type MemorySamples, type StreamResult } from "./soak-report";

const RESULTS_FILE = path.join("bench", "soak-results.json");
// Idle time between the end of the traffic and the last memory sample, so requests still being finished
// and short-lived buffers do not count as growth.
const SETTLE_MS = 5000;
const SAMPLE_EVERY_MS = 10_000;

const log = (line: string) => console.log(`[soak] ${line}`);

function options() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "60" },
      // Under load V8's heap grows to its working size for a while before it levels off (docs/performance.md,
      // Soak): the baseline is taken after that, so the growth measured is the run's own.
      warmup: { type: "string", default: "30" },
      connections: { type: "string", default: "50" },
      listings: { type: "string", default: "10000" },
      "skip-build": { type: "boolean", default: false },
    },
  });
  const whole = (name: string, value: string, min: number, max: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`--${name} takes a whole number from ${min} to ${max}`);
    return n;
  };
  return {
    durationSeconds: whole("duration", values.duration, 1, 3600),
    warmupSeconds: whole("warmup", values.warmup, 1, 600),
    connections: whole("connections", values.connections, 5, 1000),
    listings: whole("listings", values.listings, 1, 1_000_000),
    skipBuild: values["skip-build"],
  };
}

stopAllOnExit("soak");

/** `refused`: a stream of requests the site must turn away with a 4xx (an attack), never a 5xx. */
type Stream = { label: string; weight: number; requests: autocannon.Request[]; refused?: boolean };

/** Every contact message comes from a visitor of its own, as behind the reverse proxy the site runs on. */
let visitor = 0;
function nextVisitorAddress(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

function streams(ids: string[], cookie: string, origin: string): Stream[] {
  const signedIn = { cookie, origin };
  const message = JSON.stringify({
    name: "Soak Visitor",
    email: "soak.visitor@example.in",
    phone: "9437000000",
    subject: "general-inquiry",
    message: "Is the 2 BHK near Patia still available for rent from next month?",
  });
  return [
    { label: "home `/`", weight: 8, requests: [{ path: "/" }] },
    {
      // The list page is for signed-in users; listing pages are public.
      label: "listings `/properties` (signed in), `/properties/{id}`",
      weight: 12,
      requests: [
        { path: "/properties", headers: { cookie } },
        ...ids.slice(0, 3).map((id) => ({ path: `/properties/${id}` })),
        { path: "/properties?type=rent&bhk=2&sort=price_asc", headers: { cookie } },
        ...ids.slice(3, 6).map((id) => ({ path: `/properties/${id}` })),
      ],
    },
    {
      label: "list API `/api/property/property`",
      weight: 12,
      requests: [
        { path: "/api/property/property?type=rent&bhk=2&minPrice=8000&maxPrice=25000&sort=price_asc&page=2&limit=12" },
        { path: "/api/property/property?q=patia&sort=newest&page=1&limit=24" },
        { path: "/api/property/property?type=sale&sort=price_desc&page=3&limit=12" },
        { path: "/api/property/property?q=villa&city=Bhubaneswar&page=1&limit=12" },
      ],
    },
    {
      label: "favourites, signed in `/api/favourites`",
      weight: 10,
      requests: [
        { path: "/api/favourites", headers: signedIn },
        { method: "PUT", path: `/api/favourites/${ids[6]}`, headers: signedIn },
        { path: "/api/favourites", headers: signedIn },
        { method: "DELETE", path: `/api/favourites/${ids[6]}`, headers: signedIn },
      ],
    },
    {
      label: "contact messages `POST /api/messages`",
      weight: 8,
      requests: [
        {
          method: "POST",
          path: "/api/messages",
          body: message,
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              "content-type": "application/json",
              "x-forwarded-for": nextVisitorAddress(),
            },
          }),
        },
      ],
    },
    {
      label: "sign-up flood `POST /api/user/register` (made-up proofs: 400/429 expected)",
      weight: 4,
      requests: registrationFlood(origin),
      refused: true,
    },
  ];
}

/** Shares the connections out by weight, each stream keeping at least one. */
function connectionsFor(all: Stream[], total: number): number[] {
  const weights = all.reduce((sum, s) => sum + s.weight, 0);
  const shares = all.map((s) => Math.max(1, Math.floor((s.weight / weights) * total)));
  shares[0] += total - shares.reduce((sum, n) => sum + n, 0);
  return shares;
}

/** Sends each request of every stream once and refuses to start unless all answer 2xx (4xx when refused). */
async function probe(baseUrl: string, all: Stream[]): Promise<void> {
  for (const stream of all) {
    for (const request of stream.requests) {
      const setup = request.setupRequest as
        ((r: autocannon.Request, context: object) => autocannon.Request) | undefined;
      const prepared = setup ? setup(request, {}) : request;
      const response = await fetch(`${baseUrl}${prepared.path}`, {
        method: prepared.method ?? "GET",
        headers: prepared.headers as Record<string, string> | undefined,
        body: prepared.body as string | undefined,
        redirect: "manual",
      });
      await response.arrayBuffer();
      const [low, high] = stream.refused ? [400, 499] : [200, 299];
      if (response.status < low || response.status > high)
        throw new Error(`${prepared.method ?? "GET"} ${prepared.path} answered ${response.status}`);
    }
  }
}

function runAll(baseUrl: string, all: Stream[], shares: number[], durationSeconds: number) {
  return Promise.all(
    all.map(async (stream, i): Promise<StreamResult> => {
      const settings: LoadSettings = { connections: shares[i], durationSeconds };
      const result = await runLoad(`${baseUrl}/`, {}, settings, stream.requests);
      return { label: stream.label, connections: shares[i], ...result };
    }),
  );
}

async function main() {
  const opts = options();
  const port = Number(process.env.SOAK_PORT ?? 3210);
  const loadAtStart = loadavg();
  const outbox = soakOutbox();
  const { baseUrl, engine, pid } = await startProductionServer({
    port,
    listings: opts.listings,
    skipBuild: opts.skipBuild,
    log,
    // The soak stands in for a site behind one reverse proxy, which names each visitor's address.
    env: { TRUSTED_PROXY_HOPS: "1", MAIL_OUTBOX_DIR: outbox },
  });

  const cookie = await signIn(baseUrl);
  const all = streams(await activeListingIds(baseUrl, 7), cookie, baseUrl);
  const shares = connectionsFor(all, opts.connections);
  await probe(baseUrl, all);

  log(`warm-up: ${opts.warmupSeconds} s of the same mix`);
  await runAll(baseUrl, all, shares, opts.warmupSeconds);
  const memory: MemorySamples = { afterWarmup: treeRss(pid), afterRun: 0 };
  log(`server RSS after the warm-up: ${megabytes(memory.afterWarmup)} MB`);

  log(`${opts.connections} connections for ${opts.durationSeconds} s`);
  // The course of RSS during the run tells a level that settles from one that keeps climbing.
  const during: number[] = [];
  const sampler = setInterval(() => during.push(treeRss(pid)), SAMPLE_EVERY_MS);
  const results = await runAll(baseUrl, all, shares, opts.durationSeconds);
  clearInterval(sampler);
  const loadAtEnd = loadavg();
  // The flood must have left every transaction working: a genuine sign-up, right away, no restart.
  const registration = await registerGenuinely(baseUrl, outbox).then(
    (ms) => ({ ok: true, ms: Math.round(ms), error: "" }),
    (error: unknown) => ({ ok: false, ms: 0, error: error instanceof Error ? error.message : String(error) }),
  );
  log(
    registration.ok
      ? `a genuine registration after the run took ${registration.ms} ms`
      : `a genuine registration after the run failed: ${registration.error}`,
  );
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  memory.afterRun = treeRss(pid);
  stopAll();

  const verdict = judgeSoak(results, memory, registration.ok);
  const cores = availableParallelism();
  const loads = (l: number[]) => l.map((v) => v.toFixed(1)).join(", ");
  console.log(
    `\n${opts.listings.toLocaleString("en")} synthetic listings + demo content on ${engine}; ` +
      `${opts.connections} connections, ${opts.warmupSeconds} s warm-up, ${opts.durationSeconds} s run; ${cores} cores; ` +
      `load average ${loads(loadAtStart)} at the start, ${loads(loadAtEnd)} at the end\n`,
  );
  console.log(streamsTable(results));
  console.log(`\n${memoryTable(memory, verdict)}\n`);
  console.log(`RSS every ${SAMPLE_EVERY_MS / 1000} s during the run: ${during.map(megabytes).join(", ")} MB\n`);

  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cores, cpu: cpus()[0]?.model ?? "unknown", node: process.version, loadAtStart, loadAtEnd },
    settings: { ...opts, database: engine },
    streams: results,
    memory: { ...memory, duringRun: during, sampleEveryMs: SAMPLE_EVERY_MS },
    registrationAfterRun: registration,
    verdict,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${RESULTS_FILE}`);

  if (verdict.pass) {
    log("PASS: no 5xx, no dropped requests, registration works after the run, RSS within the limit");
  } else {
    log(
      `FAIL: ${verdict.serverErrors} 5xx, ${verdict.errors} errors, registration after the run ${registration.ok ? "worked" : "failed"}, RSS ${(verdict.rssGrowth * 100).toFixed(1)}%`,
    );
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`[soak] failed: ${error instanceof Error ? error.message : error}`);
  stopAll();
  process.exit(1);
});
