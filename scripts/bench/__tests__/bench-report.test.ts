import { percentile } from "@/scripts/bench/bench-load";
import {
  DATABASE_ALONE,
  checksTable,
  evaluate,
  evaluateLighthouse,
  evaluateLighthouseTwins,
  evaluateWrites,
  lighthouseTable,
  loadTable,
  type LighthouseResult,
  type MeasuredTarget,
  type TargetId,
} from "@/scripts/bench/bench-report";

function target(id: TargetId, requestsPerSecond: number, p95: number, non2xx = 0, bytes = 90_000): MeasuredTarget {
  return {
    id,
    label: id,
    path: id === "listing" ? "/properties/0123456789abcdef01234567" : `/${id}`,
    bytes,
    requestsPerSecond,
    requests: requestsPerSecond * 15,
    latencyMs: { p50: p95 / 2, p95, p99: p95 * 1.5 },
    non2xx,
    byStatus: { "200": requestsPerSecond * 15 - non2xx, ...(non2xx ? { "503": non2xx } : {}) },
    errors: 0,
    timeouts: 0,
    loadAverage: 1.5,
    shareOfPricing: requestsPerSecond / 1000,
  };
}

const healthy = () => [
  target("floorStatic", 5000, 5),
  target("floorPage", 2200, 10),
  target("floorPlans", 1300, 15),
  target("static", 1700, 10),
  target("pricing", 1000, 20),
  target("home", 900, 30),
  target("listing", 850, 35),
  target("propertiesSignedIn", 300, 180),
  target("apiFiltered", 1200, 60),
  target("apiSearch", 1100, 80),
  target("locality", 880, 30),
  target("localityFiltered", 800, 30),
  target("apiMix", 600, 90),
  target("apiSortedPage7", 700, 120),
  target("apiSortedPage40", 700, 150),
  target("apiFilteredPage7", 700, 120),
  target("apiFilteredPage40", 700, 190),
  target("apiBounds", 900, 70),
  target("apiNear", 900, 80),
  target("apiNearWide", 40, 900),
  target("apiInsights", 1500, 30),
  target("apiInsightsCity", 1500, 35),
  target("homeAfterChange", 600, 120),
];
const byId = (targets: MeasuredTarget[], id: TargetId) => targets.findIndex((t) => t.id === id);

/** A printed Markdown table's lines, and a cell of a line by its column's heading. */
function readTable(printed: string) {
  const rows = printed.split("\n");
  const cells = (row: string) => row.split("|").map((cell) => cell.trim());
  const header = cells(rows[0]);
  return { rows, column: (row: string, name: string) => cells(row)[header.indexOf(name)] };
}

describe("bench verdicts", () => {
  it("passes every target when pages keep up with /pricing and latencies stay in budget", () => {
    const checks = evaluate(healthy());
    expect(checks).toHaveLength(25);
    expect(checks.filter((c) => !c.pass)).toEqual([]);
  });

  it("fails home under changes when its slowest answers wait for a render, or one goes unanswered", () => {
    const slow = healthy();
    slow[byId(slow, "homeAfterChange")] = target("homeAfterChange", 8, 2400);
    expect(
      evaluate(slow)
        .filter((c) => !c.pass)
        .map((c) => c.name),
    ).toEqual(["homeAfterChange: p99 < 1000 ms"]);
    const dropped = healthy();
    dropped[byId(dropped, "homeAfterChange")] = { ...target("homeAfterChange", 600, 120), errors: 3, timeouts: 3 };
    expect(
      evaluate(dropped)
        .filter((c) => !c.pass)
        .map((c) => c.name),
    ).toEqual(["homeAfterChange: 0 errors, 0 timeouts", "homeAfterChange: p99 < 1000 ms"]);
  });

  it("fails the insights API above 50 ms at p95", () => {
    const targets = healthy();
    targets[byId(targets, "apiInsights")] = target("apiInsights", 1500, 60);
    const failed = evaluate(targets).filter((c) => !c.pass);
    expect(failed.map((c) => c.name)).toEqual(["apiInsights: p95 < 50 ms"]);
  });

  it("fails a page below 80% of /pricing's throughput, or with a single non-2xx answer", () => {
    const targets = healthy();
    targets[byId(targets, "home")] = target("home", 790, 30);
    targets[byId(targets, "listing")] = target("listing", 950, 30, 1);
    targets[byId(targets, "locality")] = target("locality", 799, 30);
    const failed = evaluate(targets)
      .filter((c) => !c.pass)
      .map((c) => c.name);
    expect(failed).toEqual([
      "home: >= 80% of /pricing's req/s, no non-2xx",
      "listing: >= 80% of /pricing's req/s, no non-2xx",
      "locality: >= 80% of /pricing's req/s, no non-2xx",
    ]);
  });

  it("judges /pricing against a static file, and a filtered place page against the plain one", () => {
    const targets = healthy();
    targets[byId(targets, "pricing")] = target("pricing", 900, 20);
    targets[byId(targets, "localityFiltered")] = target("localityFiltered", 700, 30);
    const failed = evaluate(targets).filter((c) => !c.pass);
    expect(failed.map((c) => [c.name, c.measured])).toEqual([
      ["pricing: >= 55% of static's req/s", "53%; the floor's pages: 44% (one heading), 26% (/pricing's size)"],
      ["localityFiltered: >= 80% of locality's req/s", "80%"],
    ]);
  });

  it("fails a page deep in a list at a p95 of 200 ms, or with a non-2xx answer", () => {
    const targets = healthy();
    targets[byId(targets, "apiSortedPage40")] = target("apiSortedPage40", 400, 200);
    targets[byId(targets, "apiFilteredPage7")] = target("apiFilteredPage7", 700, 120, 1);
    const failed = evaluate(targets).filter((c) => !c.pass);
    expect(failed.map((c) => [c.name, c.measured])).toEqual([
      ["apiSortedPage40: p95 < 200 ms", "p95 200 ms, 0 non-2xx"],
      ["apiFilteredPage7: p95 < 200 ms", "p95 120 ms, 1 non-2xx"],
    ]);
  });

  it("fails a burst of list API reads with a single timeout", () => {
    const targets = healthy();
    targets[byId(targets, "apiMix")] = { ...target("apiMix", 600, 90), errors: 1, timeouts: 1 };
    const failed = evaluate(targets).filter((c) => !c.pass);
    expect(failed.map((c) => c.name)).toEqual(["apiMix: 0 errors, 0 timeouts"]);
  });

  it("passes the widest distance search shedding load with 429 and fails it on a timeout, a 503 or no page", () => {
    const shed = (byStatus: Record<string, number>, timeouts = 0): MeasuredTarget => ({
      ...target("apiNearWide", 600, 40),
      requests: 9000,
      byStatus,
      non2xx: Object.entries(byStatus).reduce((n, [s, c]) => (s === "200" ? n : n + c), 0),
      errors: timeouts,
      timeouts,
    });
    const verdict = (t: MeasuredTarget) => {
      const targets = healthy();
      targets[byId(targets, "apiNearWide")] = t;
      return evaluate(targets).find((c) => c.name.startsWith("apiNearWide"))!;
    };
    const ok = verdict(shed({ "200": 45, "429": 8955 }));
    expect(ok).toEqual({
      name: "apiNearWide: every request a page or 429, 0 errors, 0 timeouts",
      pass: true,
      measured: "45 pages (3.0/s), 8955 refused 429, 0 errors, 0 timeouts, p99 60 ms",
    });
    expect(verdict(shed({ "200": 45, "429": 8954 }, 1)).pass).toBe(false);
    expect(verdict(shed({ "200": 45, "429": 8950, "503": 5 })).measured).toContain("5x503");
    expect(verdict(shed({ "200": 45, "429": 8950, "503": 5 })).pass).toBe(false);
    expect(verdict(shed({ "429": 9000 })).pass).toBe(false);
  });

  it("fails the list API at a p95 of 100 ms and the signed-in list page at a p99 of 300 ms", () => {
    const targets = healthy();
    targets[byId(targets, "propertiesSignedIn")] = {
      ...target("propertiesSignedIn", 300, 200),
      latencyMs: { p50: 100, p95: 200, p99: 300 },
    };
    targets[byId(targets, "apiSearch")] = target("apiSearch", 1100, 100);
    const failed = evaluate(targets)
      .filter((c) => !c.pass)
      .map((c) => c.name);
    expect(failed).toEqual(["apiSearch: p95 < 100 ms", "propertiesSignedIn: p99 < 300 ms"]);
  });

  it("fails a home or listing page heavier than 120 KB of HTML", () => {
    const targets = healthy();
    targets[byId(targets, "home")] = target("home", 900, 30, 0, 120 * 1024 + 1);
    targets[byId(targets, "listing")] = target("listing", 850, 35, 0, 120 * 1024);
    const failed = evaluate(targets).filter((c) => !c.pass);
    expect(failed.map((c) => [c.name, c.measured])).toEqual([["home: HTML <= 120 KB", "120 KB"]]);
  });

  it("prints Markdown tables that name the listing route rather than one database's id", () => {
    const table = loadTable(healthy());
    expect(table).toContain("`/properties/{id}`");
    expect(table).not.toContain("0123456789abcdef01234567");
    expect(table.split("\n")[1]).toMatch(/^\| -+ \| -+: \|/);
    const verdicts = checksTable(evaluate(healthy()));
    expect(verdicts.match(/PASS/g)).toHaveLength(25);
  });
});

describe("the admin's writes and Lighthouse", () => {
  it("judges the writes' medians against 300 ms, and not the database-only floor", () => {
    const checks = evaluateWrites([
      { label: "Approve", runs: 20, medianMs: 120, p95Ms: 400 },
      { label: "Save", runs: 20, medianMs: 300, p95Ms: 320 },
      { label: DATABASE_ALONE, runs: 20, medianMs: 900, p95Ms: 950 },
    ]);
    expect(checks.map((c) => [c.name, c.pass])).toEqual([
      ["Approve: median < 300 ms", true],
      ["Save: median < 300 ms", false],
    ]);
  });

  const page = (name: string, performance: number, tbt: number, cls = 0, scriptKb = 180): LighthouseResult => ({
    name,
    path: `/${name}`,
    scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
    totalBlockingTimeMs: tbt,
    cumulativeLayoutShift: cls,
    scriptBytes: scriptKb * 1024,
  });

  it("judges each Odia page against its English twin within 2 points, and never the floor's audits", () => {
    const checks = evaluateLighthouseTwins([
      page("floor-home", 94, 280),
      page("home", 90, 380),
      page("floor-home-or", 80, 280),
      page("home-or", 88, 390),
      page("listing", 91, 300),
      page("listing-or", 86, 420),
      page("place-or", 85, 400),
    ]);
    expect(checks.map((c) => [c.name, c.pass, c.measured])).toEqual([
      ["home-or: Lighthouse performance within 2 of its English twin", true, "88 against 90"],
      ["listing-or: Lighthouse performance within 2 of its English twin", false, "86 against 91"],
    ]);
  });

  it("judges each public page against the framework's floor in the same run: 3 points, 100 ms, 40 KB, no shift", () => {
    const checks = evaluateLighthouse([
      page("floor", 94, 280, 0, 138),
      page("home", 91, 380, 0, 178),
      page("listing", 90, 381, 0.02, 179),
      page("admin", 40, 2000, 0, 500),
    ]);
    expect(checks.map((c) => [c.name, c.pass])).toEqual([
      ["home: Lighthouse performance within 3 of the floor", true],
      ["home: total blocking time within 100 ms of the floor", true],
      ["home: script within 40 KB of the floor", true],
      ["home: CLS 0", true],
      ["listing: Lighthouse performance within 3 of the floor", false],
      ["listing: total blocking time within 100 ms of the floor", false],
      ["listing: script within 40 KB of the floor", false],
      ["listing: CLS 0", false],
    ]);
  });

  it("judges a page against the floor audited just before it, when the machine's speed drifted in between", () => {
    const checks = evaluateLighthouse([
      page("floor-home", 99, 100, 0, 138),
      page("home", 97, 190, 0, 169),
      // The machine slowed down: the floor beside the listing scores lower, and so does the listing.
      page("floor-listing", 94, 250, 0, 138),
      page("listing", 92, 330, 0, 167),
    ]);
    expect(checks.filter((c) => c.name.includes("within")).map((c) => [c.name, c.measured, c.pass])).toEqual([
      ["home: Lighthouse performance within 3 of the floor", "97 against 99", true],
      ["home: total blocking time within 100 ms of the floor", "190 ms against 100 ms", true],
      ["home: script within 40 KB of the floor", "169 KB against 138 KB", true],
      ["listing: Lighthouse performance within 3 of the floor", "92 against 94", true],
      ["listing: total blocking time within 100 ms of the floor", "330 ms against 250 ms", true],
      ["listing: script within 40 KB of the floor", "167 KB against 138 KB", true],
    ]);
  });

  it("fails when the floor itself could not be audited", () => {
    expect(evaluateLighthouse([page("home", 50, 900)]).map((c) => c.pass)).toEqual([false]);
  });

  it("prints the simulated largest paint and how many scripts had arrived by the real one, blank when unknown", () => {
    const city = {
      ...page("city", 93, 242),
      path: "/rent/bhubaneswar",
      largestPaintMs: 2564,
      scriptsBeforePaint: { observedPaintMs: 218, arrived: 11, total: 13 },
    };
    const { rows, column } = readTable(lighthouseTable([city, page("floor", 99, 98)]));
    expect(column(rows[2], "LCP ms")).toBe("2564");
    expect(column(rows[2], "scripts in by the paint")).toBe("11/13 at 218 ms");
    expect(column(rows[3], "LCP ms")).toBe("");
    expect(column(rows[3], "scripts in by the paint")).toBe("");
    expect(column(rows[3], "TBT ms")).toBe("98");
  });

  it("prints the longest wait for a quiet machine before a page's audits, and a wait that gave up", () => {
    const waited = {
      ...page("home", 95, 120),
      machine: { waitedMs: 2_000, busyShare: 0.04, quiet: true },
      quietWaitsMs: [2_000, 41_300, 3_000],
    };
    const gaveUp = { ...page("about", 80, 600), machine: { waitedMs: 90_000, busyShare: 0.61, quiet: false } };
    const { rows, column } = readTable(lighthouseTable([waited, gaveUp, page("floor", 99, 98)]));
    expect(column(rows[2], "waited for quiet")).toBe("41 s");
    expect(column(rows[3], "waited for quiet")).toBe("gave up, 61% busy");
    expect(column(rows[4], "waited for quiet")).toBe("");
  });
});

describe("percentile", () => {
  it("is the nearest-rank value of an ascending list", () => {
    const times = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(times, 50)).toBe(50);
    expect(percentile(times, 95)).toBe(95);
    expect(percentile(times, 99)).toBe(99);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});
