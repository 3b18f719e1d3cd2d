// The bench's verdicts and its printed tables.
import type { LoadResult } from "./bench-load";
import type { QuietWait } from "./quiet-machine.mjs";

export type WriteTiming = { label: string; runs: number; medianMs: number; p95Ms: number };

/** The label of the admin-write timings' database-only floor (scripts/bench/bench-admin-writes.ts), not judged. */
export const DATABASE_ALONE = "the database alone (one update by _id)";

export type TargetId =
  | "floorStatic"
  | "floorPage"
  | "floorPlans"
  | "static"
  | "pricing"
  | "home"
  | "homeOr"
  | "listing"
  | "listingOr"
  | "locality"
  | "localityOr"
  | "localityFiltered"
  | "propertiesSignedIn"
  | "profile"
  | "apiFiltered"
  | "apiSearch"
  | "apiMix"
  | "apiSortedPage7"
  | "apiSortedPage40"
  | "apiFilteredPage7"
  | "apiFilteredPage40"
  | "apiBounds"
  | "apiNear"
  | "apiNearWide"
  | "apiInsights"
  | "apiInsightsCity"
  | "homeAfterChange";

export type MeasuredTarget = LoadResult & {
  id: TargetId;
  label: string;
  path: string;
  /** Size of one uncompressed answer (the bench's client asks for no compression, as the figures assume). */
  bytes: number;
  /** Requests per second as a share of the prerendered /pricing page's, the ceiling of this server. */
  shareOfPricing: number;
};

/** One page's figures as scripts/bench/bench-lighthouse.mjs prints them. */
export type LighthouseResult = {
  name: string;
  path: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  totalBlockingTimeMs: number;
  /** With several runs: each run's performance score, in the order run. */
  performanceRuns?: number[];
  cumulativeLayoutShift: number;
  /** Lighthouse's simulated largest paint. */
  largestPaintMs?: number;
  /**
   * In the real load the simulation starts from: when the largest element was painted, and how many of the
   * page's scripts had arrived by then (each of them is waited for by the simulated largest paint).
   */
  scriptsBeforePaint?: { observedPaintMs: number; arrived: number; total: number };
  scriptBytes: number;
  /** Lighthouse's benchmark index of the machine during the audit (higher is faster). */
  benchmarkIndex?: number;
  /**
   * Before the reported audit: how long it waited for the processors to be mostly idle, the busy share of its
   * last second, and whether it got there within the limit (scripts/bench/quiet-machine.mjs).
   */
  machine?: QuietWait;
  /** With several runs: each run's wait for a quiet machine, in the order run. */
  quietWaitsMs?: number[];
};

export type Check = { name: string; pass: boolean; measured: string };

/**
 * Server-rendered pages a visitor lands on should come close to a static page's throughput without a
 * single failed answer, a filtered place page close to the plain one (both come from the page cache), and
 * /pricing close to a static file; the list API answers every request of a burst of uncached reads within
 * its budget, pages deep in a sorted and in a filtered list (pages 7 and 40) come within 200 ms at p95,
 * the widest distance search (each request about a point of its own) is read as far as the process
 * may and refused at once with 429 beyond that, and
 * the signed-in list page has a tail-latency budget.
 */
export function evaluate(targets: MeasuredTarget[]): Check[] {
  const byId = new Map(targets.map((t) => [t.id, t]));
  const get = (id: TargetId) => {
    const target = byId.get(id);
    if (!target) throw new Error(`no measurement for ${id}`);
    return target;
  };
  const throughput = (id: TargetId): Check => {
    const t = get(id);
    return {
      name: `${t.label}: >= 80% of /pricing's req/s, no non-2xx`,
      pass: t.shareOfPricing >= 0.8 && t.non2xx === 0 && t.errors === 0,
      measured: `${percent(t.shareOfPricing)}, ${t.non2xx} non-2xx, ${t.errors} errors`,
    };
  };
  const latency = (id: TargetId, budgetMs: number): Check => {
    const t = get(id);
    return {
      name: `${t.label}: p95 < ${budgetMs} ms`,
      pass: t.latencyMs.p95 < budgetMs && t.non2xx === 0 && t.errors === 0,
      measured: `p95 ${ms(t.latencyMs.p95)} ms, ${t.non2xx} non-2xx`,
    };
  };
  const tailLatency = (id: TargetId, budgetMs: number): Check => {
    const t = get(id);
    return {
      name: `${t.label}: p99 < ${budgetMs} ms`,
      pass: t.latencyMs.p99 < budgetMs && t.non2xx === 0 && t.errors === 0,
      measured: `p99 ${ms(t.latencyMs.p99)} ms, ${t.non2xx} non-2xx`,
    };
  };
  /** Under a burst of uncached reads: every request answered (no error, no timeout), p99 shown. */
  const answersAll = (id: TargetId): Check => {
    const t = get(id);
    return {
      name: `${t.label}: 0 errors, 0 timeouts`,
      pass: t.errors === 0 && t.timeouts === 0 && t.non2xx === 0,
      measured: `${t.errors} errors, ${t.timeouts} timeouts, p99 ${ms(t.latencyMs.p99)} ms`,
    };
  };
  /**
   * Under more expensive searches than a process reads at once (search-budget.ts): every request answered
   * at once, a page or 429 with Retry-After, none left waiting or dropped, and some pages read.
   */
  const shedsLoad = (id: TargetId): Check => {
    const t = get(id);
    const pages = t.byStatus["200"] ?? 0;
    const refused = t.byStatus["429"] ?? 0;
    const other = Object.entries(t.byStatus).filter(([status]) => status !== "200" && status !== "429");
    return {
      name: `${t.label}: every request a page or 429, 0 errors, 0 timeouts`,
      pass: t.errors === 0 && t.timeouts === 0 && other.length === 0 && pages > 0,
      measured:
        `${pages} pages (${(t.requests ? (pages * t.requestsPerSecond) / t.requests : 0).toFixed(1)}/s), ` +
        `${refused} refused 429, ${other.length ? `${other.map(([s, n]) => `${n}x${s}`).join(" ")}, ` : ""}` +
        `${t.errors} errors, ${t.timeouts} timeouts, p99 ${ms(t.latencyMs.p99)} ms`,
    };
  };
  const shareOf = (id: TargetId, of: TargetId, share: number): Check => {
    const t = get(id);
    const base = get(of);
    const measured = t.requestsPerSecond / base.requestsPerSecond;
    return {
      name: `${t.label}: >= ${percent(share)} of ${base.label}'s req/s`,
      pass: measured >= share && t.non2xx === 0 && t.errors === 0,
      measured: percent(measured),
    };
  };
  const weight = (id: TargetId, budgetKb: number): Check => {
    const t = get(id);
    return {
      name: `${t.label}: HTML <= ${budgetKb} KB`,
      pass: t.bytes <= budgetKb * 1024,
      measured: `${kb(t.bytes)} KB`,
    };
  };
  // The framework's own ratios on the machine at hand, shown beside the verdict (not judged): the floor
  // app's one-heading page and its page of /pricing's size, each against a static file of its own.
  const pricing = shareOf("pricing", "static", 0.55);
  const ofFloorStatic = (id: TargetId) => percent(get(id).requestsPerSecond / get("floorStatic").requestsPerSecond);
  pricing.measured += `; the floor's pages: ${ofFloorStatic("floorPage")} (one heading), ${ofFloorStatic("floorPlans")} (/pricing's size)`;
  return [
    pricing,
    throughput("home"),
    throughput("listing"),
    throughput("locality"),
    shareOf("localityFiltered", "locality", 0.8),
    weight("home", 120),
    weight("listing", 120),
    weight("locality", 120),
    latency("apiFiltered", 100),
    latency("apiSearch", 100),
    answersAll("apiFiltered"),
    answersAll("apiSearch"),
    answersAll("apiMix"),
    latency("apiSortedPage7", 200),
    latency("apiSortedPage40", 200),
    latency("apiFilteredPage7", 200),
    latency("apiFilteredPage40", 200),
    latency("apiBounds", 100),
    latency("apiNear", 100),
    shedsLoad("apiNearWide"),
    latency("apiInsights", 50),
    latency("apiInsightsCity", 50),
    tailLatency("propertiesSignedIn", 300),
    answersAll("homeAfterChange"),
    tailLatency("homeAfterChange", 1000),
  ];
}

/** The admin's writes answer within 300 ms (the database-only timing is shown beside them, not judged). */
export function evaluateWrites(writes: WriteTiming[]): Check[] {
  return writes
    .filter((w) => w.label !== DATABASE_ALONE)
    .map((w) => ({
      name: `${w.label}: median < 300 ms`,
      pass: w.medianMs < 300,
      measured: `median ${w.medianMs} ms, p95 ${w.p95Ms} ms`,
    }));
}

/** The pages judged against the framework's floor: every public page a visitor lands on. */
export const FLOOR_JUDGED_PAGES = ["home", "listing", "locality", "city", "pricing", "about", "services", "contact"];

/** The name of the floor's audit made just before `page`'s (scripts/bench/bench.ts runs it so). */
export const floorBeside = (page: string) => `floor-${page}`;

/**
 * In the same Lighthouse run as the framework's floor (a one-heading Next app of the same version,
 * scripts/bench/floor-app.ts): every public page within 3 performance points of it, its total blocking
 * time within 100 ms of the floor's, its script within 40 KB of the floor's, and no page's layout shifts.
 * A page is judged against the floor audited just before it when there is one: a shared machine's speed
 * drifts by a third within minutes, and a floor audited once, before every page, judged the later pages
 * against a faster moment than their own.
 */
export function evaluateLighthouse(results: LighthouseResult[]): Check[] {
  const anyFloor = results.find((r) => r.name === "floor");
  return results
    .filter((r) => FLOOR_JUDGED_PAGES.includes(r.name))
    .flatMap((r) => {
      const floor = results.find((f) => f.name === floorBeside(r.name)) ?? anyFloor;
      if (!floor)
        return [{ name: `${r.name}: the framework's floor was audited`, pass: false, measured: "no floor result" }];
      return [
        {
          name: `${r.name}: Lighthouse performance within 3 of the floor`,
          pass: r.scores.performance >= floor.scores.performance - 3,
          measured: `${r.scores.performance} against ${floor.scores.performance}`,
        },
        {
          name: `${r.name}: total blocking time within 100 ms of the floor`,
          pass: r.totalBlockingTimeMs <= floor.totalBlockingTimeMs + 100,
          measured: `${r.totalBlockingTimeMs} ms against ${floor.totalBlockingTimeMs} ms`,
        },
        {
          name: `${r.name}: script within 40 KB of the floor`,
          pass: r.scriptBytes <= floor.scriptBytes + 40 * 1024,
          measured: `${kb(r.scriptBytes)} KB against ${kb(floor.scriptBytes)} KB`,
        },
        {
          name: `${r.name}: CLS 0`,
          pass: r.cumulativeLayoutShift < 0.001,
          measured: r.cumulativeLayoutShift.toFixed(3),
        },
      ];
    });
}

/** Each Odia page ("<name>-or") within 2 Lighthouse performance points of its English twin, in the same run. */
export function evaluateLighthouseTwins(results: LighthouseResult[]): Check[] {
  return (
    results
      // The floor's audits beside the Odia pages (floor-home-or) are the framework's, not twins of ours.
      .filter((r) => r.name.endsWith("-or") && !r.name.startsWith(floorBeside("")))
      .flatMap((odia) => {
        const english = results.find((r) => r.name === odia.name.slice(0, -3));
        if (!english) return [];
        return [
          {
            name: `${odia.name}: Lighthouse performance within 2 of its English twin`,
            pass: Math.abs(odia.scores.performance - english.scores.performance) <= 2,
            measured: `${odia.scores.performance} against ${english.scores.performance}`,
          },
        ];
      })
  );
}

/** The admin's writes, each as a median and a 95th percentile. */
export function writesTable(writes: WriteTiming[]): string {
  return table(
    ["write", "runs", "median ms", "p95 ms"],
    writes.map((w) => [w.label, String(w.runs), String(w.medianMs), String(w.p95Ms)]),
  );
}

// A listing's id changes with every seeded database; the table names the route instead.
export const shownPath = (path: string) => path.replace(/[0-9a-f]{24}/, "{id}");
const percent = (share: number) => `${Math.round(share * 100)}%`;
const kb = (bytes: number) => (bytes / 1024).toFixed(0);
export const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** A Markdown table, numbers right-aligned, so a run can be pasted into docs/performance.md as it is printed. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

/** A Markdown table, so a run can be pasted into docs/performance.md as it is printed. */
export function loadTable(targets: MeasuredTarget[]): string {
  return table(
    ["target", "KB", "req/s", "p50 ms", "p95 ms", "p99 ms", "non-2xx", "errors", "timeouts", "of /pricing", "load"],
    targets.map((t) => [
      `${t.label} \`${shownPath(t.path)}\``,
      kb(t.bytes),
      t.requestsPerSecond.toFixed(0),
      ms(t.latencyMs.p50),
      ms(t.latencyMs.p95),
      ms(t.latencyMs.p99),
      String(t.non2xx),
      String(t.errors),
      String(t.timeouts),
      percent(t.shareOfPricing),
      t.loadAverage.toFixed(1),
    ]),
  );
}

export function checksTable(checks: Check[]): string {
  return table(
    ["target", "measured", "verdict"],
    checks.map((c) => [c.name, c.measured, c.pass ? "PASS" : "FAIL"]),
  );
}

/** The longest wait for a quiet machine before the page's audits, or how busy it still was when one gave up. */
function quietWait(r: LighthouseResult): string {
  if (!r.machine) return "";
  if (!r.machine.quiet) return `gave up, ${Math.round(r.machine.busyShare * 100)}% busy`;
  const longest = Math.max(...(r.quietWaitsMs ?? [r.machine.waitedMs]));
  return `${(longest / 1000).toFixed(0)} s`;
}

export function lighthouseTable(results: LighthouseResult[]): string {
  return table(
    [
      "page",
      "performance",
      "accessibility",
      "best practices",
      "SEO",
      "TBT ms",
      "LCP ms",
      "scripts in by the paint",
      "CLS",
      "script KB",
      "benchmark index",
      "waited for quiet",
    ],
    results.map((r) => [
      `${r.name} \`${shownPath(r.path)}\``,
      String(r.scores.performance),
      String(r.scores.accessibility),
      String(r.scores.bestPractices),
      String(r.scores.seo),
      String(r.totalBlockingTimeMs),
      r.largestPaintMs === undefined ? "" : String(r.largestPaintMs),
      r.scriptsBeforePaint
        ? `${r.scriptsBeforePaint.arrived}/${r.scriptsBeforePaint.total} at ${r.scriptsBeforePaint.observedPaintMs} ms`
        : "",
      r.cumulativeLayoutShift.toFixed(3),
      (r.scriptBytes / 1024).toFixed(0),
      String(r.benchmarkIndex ?? ""),
      quietWait(r),
    ]),
  );
}
