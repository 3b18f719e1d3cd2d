// One load run with autocannon: a fixed number of connections for a fixed time against one URL, or against
// a sequence of requests each connection cycles through. Latency percentiles come from every response's
// own time (autocannon's summary has no p95).
import autocannon from "autocannon";
import { loadavg } from "node:os";

export type LoadSettings = { connections: number; durationSeconds: number };

/**
 * What every browser sends that changes the answer: it takes a compressed copy. Without it a front cache that
 * keeps answers compressed decompresses every one for the client, which no browser makes it do.
 */
export const AS_A_BROWSER = { "accept-encoding": "gzip, deflate, br" };

export type LoadResult = {
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p50: number; p95: number; p99: number };
  non2xx: number;
  /** Answers by status code, e.g. { "200": 1200, "429": 3 }. */
  byStatus: Record<string, number>;
  /** Dropped connections and timeouts (no answer within autocannon's 10 s): requests with no answer. */
  errors: number;
  /** Requests autocannon gave up on after its 10 s timeout (counted among the errors too). */
  timeouts: number;
  /** One-minute load average of the machine when the run ended. */
  loadAverage: number;
};

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function runLoad(
  url: string,
  headers: Record<string, string>,
  { connections, durationSeconds }: LoadSettings,
  requests?: autocannon.Request[],
): Promise<LoadResult> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const options = { url, headers, connections, duration: durationSeconds, requests };
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (p: number) => Math.round(percentile(times, p) * 10) / 10;
      resolve({
        requestsPerSecond: result.requests.average,
        requests: result.requests.total,
        latencyMs: { p50: at(50), p95: at(95), p99: at(99) },
        non2xx: result.non2xx,
        byStatus: Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]),
        ),
        errors: result.errors,
        timeouts: result.timeouts,
        loadAverage: loadavg()[0],
      });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}
