import { judgeSoak, memoryTable, streamsTable, type StreamResult } from "@/scripts/bench/soak-report";

function stream(label: string, byStatus: Record<string, number>, errors = 0): StreamResult {
  const requests = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  const non2xx = Object.entries(byStatus)
    .filter(([status]) => !status.startsWith("2"))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    label,
    connections: 10,
    requests,
    requestsPerSecond: requests / 60,
    latencyMs: { p50: 20, p95: 80, p99: 150 },
    non2xx,
    byStatus,
    errors,
    timeouts: 0,
    loadAverage: 2,
  };
}

const MB = 1024 * 1024;

describe("the soak's verdict", () => {
  it("passes with only 2xx and 4xx answers, no errors and RSS growth up to 20%", () => {
    const verdict = judgeSoak([stream("home", { "200": 6000 }), stream("contact", { "201": 900, "429": 3 })], {
      afterWarmup: 300 * MB,
      afterRun: 360 * MB,
    });
    expect(verdict).toEqual({ serverErrors: 0, errors: 0, rssGrowth: 0.2, pass: true });
  });

  it("fails on a single 5xx, a single dropped request, or RSS growing beyond 20%", () => {
    const memory = { afterWarmup: 300 * MB, afterRun: 310 * MB };
    expect(judgeSoak([stream("home", { "200": 6000, "503": 1 })], memory)).toMatchObject({
      serverErrors: 1,
      pass: false,
    });
    expect(judgeSoak([stream("home", { "200": 6000 }, 1)], memory)).toMatchObject({ errors: 1, pass: false });
    const grown = judgeSoak([stream("home", { "200": 6000 })], { afterWarmup: 300 * MB, afterRun: 361 * MB });
    expect(grown.pass).toBe(false);
    expect(grown.rssGrowth).toBeCloseTo(0.2033, 3);
  });

  it("fails when a genuine registration does not succeed after the run, whatever the answers were", () => {
    const memory = { afterWarmup: 300 * MB, afterRun: 310 * MB };
    const floods = [stream("sign-up flood", { "400": 500, "429": 2000 })];
    expect(judgeSoak(floods, memory, true).pass).toBe(true);
    expect(judgeSoak(floods, memory, false)).toMatchObject({ serverErrors: 0, errors: 0, pass: false });
  });

  it("prints each stream's answers other than 2xx by status, a total row, and the memory change", () => {
    const streams = [stream("home", { "200": 600 }), stream("contact", { "201": 90, "429": 3, "500": 2 })];
    const printed = streamsTable(streams);
    expect(printed).toMatch(/\| contact +\| +10 \| +95 \|/);
    expect(printed).toContain("3×429 2×500");
    expect(printed).toMatch(/\| all +\| +20 \| +695 \|/);
    const memory = { afterWarmup: 300 * MB, afterRun: 270 * MB };
    const table = memoryTable(memory, judgeSoak(streams, memory));
    expect(table).toMatch(/after the warm-up +\| +300 MB/);
    expect(table).toContain("-10.0%");
  });
});
