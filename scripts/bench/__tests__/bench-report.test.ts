import { percentile } from "@/scripts/bench/bench-load";
import {
  DATABASE_ALONE,
  checksTable,
  evaluate,
  evaluateLighthouse,
  evaluateWrites,
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
    loadAverage: 1.5,
    shareOfPricing: requestsPerSecond / 1000,
  };
}

const healthy = () => [
  target("pricing", 1000, 20),
  target("home", 900, 30),
  target("listing", 850, 35),
  target("propertiesSignedIn", 300, 250),
  target("apiFiltered", 1200, 60),
  target("apiSearch", 1100, 80),
  target("locality", 880, 30),
];

describe("bench verdicts", () => {
  it("passes every target when pages keep up with /pricing and latencies stay in budget", () => {
    const checks = evaluate(healthy());
    expect(checks).toHaveLength(9);
    expect(checks.filter((c) => !c.pass)).toEqual([]);
  });

  it("fails a page below 80% of /pricing's throughput, or with a single non-2xx answer", () => {
    const targets = healthy();
    targets[1] = target("home", 790, 30);
    targets[2] = target("listing", 950, 30, 1);
    targets[6] = target("locality", 799, 30);
    const failed = evaluate(targets)
      .filter((c) => !c.pass)
      .map((c) => c.name);
    expect(failed).toEqual([
      "home: >= 80% of /pricing's req/s, no non-2xx",
      "listing: >= 80% of /pricing's req/s, no non-2xx",
      "locality: >= 80% of /pricing's req/s, no non-2xx",
    ]);
  });

  it("fails the list API at a p95 of 100 ms and the signed-in list page at 300 ms", () => {
    const targets = healthy();
    targets[3] = target("propertiesSignedIn", 300, 300);
    targets[5] = target("apiSearch", 1100, 100);
    const failed = evaluate(targets)
      .filter((c) => !c.pass)
      .map((c) => c.name);
    expect(failed).toEqual(["apiSearch: p95 < 100 ms", "propertiesSignedIn: p95 < 300 ms"]);
  });

  it("fails a home or listing page heavier than 120 KB of HTML", () => {
    const targets = healthy();
    targets[1] = target("home", 900, 30, 0, 120 * 1024 + 1);
    targets[2] = target("listing", 850, 35, 0, 120 * 1024);
    const failed = evaluate(targets).filter((c) => !c.pass);
    expect(failed.map((c) => [c.name, c.measured])).toEqual([["home: HTML <= 120 KB", "120 KB"]]);
  });

  it("prints Markdown tables that name the listing route rather than one database's id", () => {
    const table = loadTable(healthy());
    expect(table).toContain("`/properties/{id}`");
    expect(table).not.toContain("0123456789abcdef01234567");
    expect(table.split("\n")[1]).toMatch(/^\| -+ \| -+: \|/);
    const verdicts = checksTable(evaluate(healthy()));
    expect(verdicts.match(/PASS/g)).toHaveLength(9);
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

  const page = (name: string, performance: number, tbt: number, cls = 0): LighthouseResult => ({
    name,
    path: `/${name}`,
    scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
    totalBlockingTimeMs: tbt,
    cumulativeLayoutShift: cls,
    scriptBytes: 200_000,
  });

  it("compares home and a listing with /pricing in the same run: 5 points, 100 ms, no layout shift", () => {
    const checks = evaluateLighthouse([
      page("home", 93, 160),
      page("listing", 92, 161, 0.02),
      page("locality", 60, 900),
      page("pricing", 98, 60),
    ]);
    expect(checks.map((c) => [c.name, c.pass])).toEqual([
      ["home: Lighthouse performance within 5 of /pricing", true],
      ["home: total blocking time within 100 ms of /pricing", true],
      ["home: CLS 0", true],
      ["listing: Lighthouse performance within 5 of /pricing", false],
      ["listing: total blocking time within 100 ms of /pricing", false],
      ["listing: CLS 0", false],
    ]);
    expect(evaluateLighthouse([page("home", 50, 900)])).toEqual([]);
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
