// The server's memory after everything else the bench does: its resident memory (RSS of the whole process
// tree), then a burst of 2,000 distinct filtered place pages (each a new entry of the full-page cache) and
// 2,000 distinct map-area searches of the list API (each a new entry of the data cache), its peak during the
// burst, after it, and after the server has idled. The cache is bounded (cacheMaxMemorySize, least recently
// used entries dropped first: lib/cache/handler.mjs), so the server must stay within its memory however many
// distinct pages are asked for, and give back what the burst took once it idles.
import { boundsQueryAt } from "./bench-listings-queries";
import { table, type Check } from "./bench-report";
import { megabytes, treeRss } from "./process-memory";

/** The server's resident memory, the whole process tree, at every moment measured. */
export const RSS_LIMIT_BYTES = 700 * 1024 * 1024;
/** After idling, RSS is back within this share above its level before the burst. */
export const IDLE_RETURN_SHARE = 0.1;
export const BURST_PAGES = 2000;
export const BURST_MAP_SEARCHES = 2000;
/** Requests in flight during the burst, the map searches among them at most as many as a process reads at once. */
export const BURST_IN_FLIGHT = 10;
const SAMPLE_EVERY_MS = 1000;
/** How often the burst's progress is printed, in samples. */
const PROGRESS_EVERY_SAMPLES = 30;
/**
 * A request without its whole answer by then counts as an error. Long: a map search given up on keeps its
 * place in the server until its read ends, and the next one sent meanwhile would be refused as busy.
 */
const REQUEST_TIMEOUT_MS = 120_000;

export type MemoryRun = {
  idleSeconds: number;
  burst: {
    pages: number;
    mapSearches: number;
    inFlight: number;
    seconds: number;
    /** Answers by status code, e.g. { "200": 4000 }. */
    byStatus: Record<string, number>;
    non2xx: number;
    /** Map searches answered 429 because the process was reading as many as it may (search-budget.ts). */
    refusedBusy: number;
    /** Requests with no answer: a dropped connection or no whole answer within 120 s. */
    errors: number;
  };
  /** Resident memory of the server's process tree, in bytes. */
  rss: { atStart: number; peak: number; afterBurst: number; afterIdle: number };
  /** RSS every second during the burst. */
  burstSamples: number[];
};

/** The synthetic listings' localities (scripts/seed-database.ts), as their place pages spell them. */
const LOCALITIES = [
  "patia",
  "nayapalli",
  "kiit-square",
  "saheed-nagar",
  "chandrasekharpur",
  "jaydev-vihar",
  "khandagiri",
  "old-town",
  "rasulgarh",
  "kalinga-nagar",
  "sailashree-vihar",
  "baramunda",
];

/**
 * The `n`-th of the burst's place pages: rentals and sales in turn, over the twelve localities, each with a
 * maximum price of its own, so every one is a page of its own in the full-page cache.
 */
export function placePageAt(n: number): string {
  const kind = n % 2 === 0 ? "rent" : "buy";
  const locality = LOCALITIES[Math.floor(n / 2) % LOCALITIES.length];
  const maxPrice = kind === "rent" ? 10_000 + n * 10 : 3_000_000 + n * 1_000;
  return `/${kind}/bhubaneswar/${locality}?maxPrice=${maxPrice}`;
}

/** A visitor's address of its own for the `n`-th map search, apart from the addresses the load runs use. */
const visitorAddress = (n: number) => `192.168.${(n >> 8) & 255}.${n & 255}`;

type BurstRequest = { path: string; headers?: Record<string, string> };
type Tally = { byStatus: Record<string, number>; refusedBusy: number; errors: number; answered: number };

/** Whether a 429's body names the process's map-search places all taken ({ code: "busy" }), not an address's budget. */
function isBusy(body: string): boolean {
  try {
    return (JSON.parse(body) as { code?: unknown }).code === "busy";
  } catch {
    return false;
  }
}

/** Sends the requests with `inFlight` of them at a time, each answer read whole, and counts the answers. */
async function sendAll(baseUrl: string, requests: BurstRequest[], inFlight: number, tally: Tally): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const { path, headers } = requests[next++];
      try {
        const response = await fetch(`${baseUrl}${path}`, {
          headers,
          redirect: "manual",
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = await response.text();
        tally.byStatus[response.status] = (tally.byStatus[response.status] ?? 0) + 1;
        if (response.status === 429 && isBusy(body)) tally.refusedBusy += 1;
      } catch {
        tally.errors += 1;
      }
      tally.answered += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

export type MemorySettings = {
  /** The server's process, whose tree's RSS is read. */
  pid: number;
  /** Idle time between the burst and the last reading. */
  idleSeconds: number;
  /**
   * The map searches the server reads at once (MAP_SEARCHES_AT_ONCE, lib/listings/search-budget.ts): it
   * refuses the next at once with 429, so the burst never has more of them in flight.
   */
  mapSearchesAtOnce: number;
  log: (line: string) => void;
};

/**
 * Reads the server's RSS, sends the burst, reads RSS again with its peak, idles for `idleSeconds` and reads it
 * a last time.
 */
export async function measureMemory(
  baseUrl: string,
  { pid, idleSeconds, mapSearchesAtOnce, log }: MemorySettings,
): Promise<MemoryRun> {
  const atStart = treeRss(pid);
  log(
    `memory: ${megabytes(atStart)} MB; ${BURST_PAGES} place pages and ${BURST_MAP_SEARCHES} map searches, ` +
      `each distinct, ${BURST_IN_FLIGHT} in flight`,
  );
  const pages: BurstRequest[] = Array.from({ length: BURST_PAGES }, (_, n) => ({ path: placePageAt(n) }));
  const searches: BurstRequest[] = Array.from({ length: BURST_MAP_SEARCHES }, (_, n) => ({
    path: `/api/property/property?${boundsQueryAt(n)}`,
    headers: { "x-forwarded-for": visitorAddress(n) },
  }));
  const tally: Tally = { byStatus: {}, refusedBusy: 0, errors: 0, answered: 0 };
  const samples: number[] = [];
  let ticks = 0;
  const sampler = setInterval(() => {
    try {
      samples.push(treeRss(pid));
    } catch {
      // the server is gone: the reading after the burst says so
    }
    if (++ticks % PROGRESS_EVERY_SAMPLES === 0 && samples.length)
      log(`memory: ${tally.answered} of ${pages.length + searches.length} answered, ${megabytes(samples.at(-1)!)} MB`);
  }, SAMPLE_EVERY_MS);
  const started = performance.now();
  const searchesInFlight = Math.min(mapSearchesAtOnce, BURST_IN_FLIGHT - 1);
  try {
    await Promise.all([
      sendAll(baseUrl, pages, BURST_IN_FLIGHT - searchesInFlight, tally),
      sendAll(baseUrl, searches, searchesInFlight, tally),
    ]);
  } finally {
    clearInterval(sampler);
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const afterBurst = treeRss(pid);
  const non2xx = Object.entries(tally.byStatus)
    .filter(([status]) => !status.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);
  log(
    `memory: the burst took ${seconds} s (${non2xx} non-2xx, ${tally.errors} errors), ${megabytes(afterBurst)} MB ` +
      `after it (peak ${megabytes(Math.max(afterBurst, ...samples))} MB); idle for ${idleSeconds} s`,
  );
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const afterIdle = treeRss(pid);
  log(`memory: ${megabytes(afterIdle)} MB after ${idleSeconds} s idle`);
  return {
    idleSeconds,
    burst: {
      pages: BURST_PAGES,
      mapSearches: BURST_MAP_SEARCHES,
      inFlight: BURST_IN_FLIGHT,
      seconds,
      byStatus: tally.byStatus,
      non2xx,
      refusedBusy: tally.refusedBusy,
      errors: tally.errors,
    },
    rss: { atStart, peak: Math.max(afterBurst, ...samples), afterBurst, afterIdle },
    burstSamples: samples,
  };
}

type Moment = { moment: string; bytes: number; target: string; pass: boolean };

/** Each reading with its target: every one under 700 MB; the last also within 10% of the first. */
function moments(run: MemoryRun): Moment[] {
  const limit = `< ${megabytes(RSS_LIMIT_BYTES)} MB`;
  const under = (bytes: number) => bytes < RSS_LIMIT_BYTES;
  const backBy = run.rss.atStart * (1 + IDLE_RETURN_SHARE);
  return [
    { moment: "at the start, before the burst", bytes: run.rss.atStart, target: limit, pass: under(run.rss.atStart) },
    {
      moment: `peak during the burst (sampled every ${SAMPLE_EVERY_MS / 1000} s)`,
      bytes: run.rss.peak,
      target: limit,
      pass: under(run.rss.peak),
    },
    { moment: "after the burst", bytes: run.rss.afterBurst, target: limit, pass: under(run.rss.afterBurst) },
    {
      moment: `after ${run.idleSeconds} s idle`,
      bytes: run.rss.afterIdle,
      target: `${limit}, within ${IDLE_RETURN_SHARE * 100}% of the start (<= ${megabytes(backBy)} MB)`,
      pass: under(run.rss.afterIdle) && run.rss.afterIdle <= backBy,
    },
  ];
}

const burstLabel = (run: MemoryRun) =>
  `${run.burst.pages.toLocaleString("en")} place pages and ${run.burst.mapSearches.toLocaleString("en")} map ` +
  `searches, each distinct`;

/** The server's RSS at each reading against its target, and every request of the burst answered with a 2xx. */
export function evaluateMemory(run: MemoryRun): Check[] {
  return [
    ...moments(run).map((m) => ({
      name: `server RSS ${m.moment}: ${m.target}`,
      pass: m.pass,
      measured: `${megabytes(m.bytes)} MB`,
    })),
    {
      name: `memory burst (${burstLabel(run)}): every answer 2xx, 0 errors`,
      pass: run.burst.non2xx === 0 && run.burst.errors === 0,
      measured: `${run.burst.non2xx} non-2xx, ${run.burst.errors} errors in ${run.burst.seconds} s`,
    },
  ];
}

/** A Markdown table of the readings, each with its target and verdict, and a line on the burst. */
export function memoryFiguresTable(run: MemoryRun): string {
  const other = Object.entries(run.burst.byStatus)
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, count]) => `${count}x${status}`)
    .join(" ");
  return [
    table(
      ["server RSS (the whole process tree)", "MB", "target", "verdict"],
      moments(run).map((m) => [m.moment, megabytes(m.bytes), m.target, m.pass ? "PASS" : "FAIL"]),
    ),
    `The burst: ${burstLabel(run)}, ${run.burst.inFlight} in flight, ${run.burst.seconds} s; ` +
      `${run.burst.non2xx} non-2xx${other ? ` (${other})` : ""}, ${run.burst.errors} errors` +
      (run.burst.refusedBusy ? `; ${run.burst.refusedBusy} map searches refused as busy` : ""),
  ].join("\n");
}
