import { parseWrkOutput } from "../wrk-load";

// wrk reports through the Lua hook the bench gives it; the bench reads that line as it reads an autocannon run.
const OUTPUT = `Running 8s test @ http://127.0.0.1:41234/
  2 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     0.92ms    1.10ms  31.20ms   93.10%
    Req/Sec    10.12k     1.20k   12.90k    71.25%
  161920 requests in 8.00s, 3.57GB read
  Non-2xx or 3xx responses: 12
Requests/sec:  20240.00
Transfer/sec:    456.70MB
WRK_RESULT {"requests":161920,"durationUs":8000000,"p50":640,"p95":2450,"p99":5125,"status":12,"timeout":1,"connect":0,"read":2,"write":0}
`;

it("reads a wrk run's rate, latency percentiles, failed answers and errors", () => {
  expect(parseWrkOutput(OUTPUT, 1.5)).toEqual({
    requestsPerSecond: 20240,
    requests: 161920,
    latencyMs: { p50: 0.6, p95: 2.5, p99: 5.1 },
    non2xx: 12,
    byStatus: {},
    errors: 3,
    timeouts: 1,
    loadAverage: 1.5,
  });
});

it("says what wrk printed when its report is missing", () => {
  expect(() => parseWrkOutput("unable to connect to 127.0.0.1:9 Connection refused")).toThrow(
    /wrk printed no result:\nunable to connect/,
  );
});
