// The soak's verdicts and printed tables: every stream of traffic answered without a server error or a
// dropped request, and the server's memory did not keep growing under the load.
import type { LoadResult } from "./bench-load";
import { ms, table } from "./bench-report";

export type StreamResult = LoadResult & { label: string; connections: number };

/** Resident memory (RSS, bytes) of the server after the warm-up and after the run. */
export type MemorySamples = { afterWarmup: number; afterRun: number };

/** How much RSS may grow between the warm-up and the end of the run before it counts as a leak. */
export const RSS_GROWTH_LIMIT = 0.2;

export type SoakVerdict = { serverErrors: number; errors: number; rssGrowth: number; pass: boolean };

export const serverErrorsOf = (result: LoadResult) =>
  Object.entries(result.byStatus)
    .filter(([status]) => status.startsWith("5"))
    .reduce((sum, [, count]) => sum + count, 0);

/** `registrationWorks`: a genuine sign-up succeeded right after the run (the flood broke nothing). */
export function judgeSoak(streams: StreamResult[], memory: MemorySamples, registrationWorks = true): SoakVerdict {
  const serverErrors = streams.reduce((sum, s) => sum + serverErrorsOf(s), 0);
  const errors = streams.reduce((sum, s) => sum + s.errors, 0);
  const rssGrowth = (memory.afterRun - memory.afterWarmup) / memory.afterWarmup;
  const pass = serverErrors === 0 && errors === 0 && registrationWorks && rssGrowth <= RSS_GROWTH_LIMIT;
  return { serverErrors, errors, rssGrowth, pass };
}

const otherAnswers = (byStatus: Record<string, number>) =>
  Object.entries(byStatus)
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, count]) => `${count}×${status}`)
    .join(" ") || "0";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const signedPercent = (share: number) => `${share >= 0 ? "+" : ""}${(share * 100).toFixed(1)}%`;

/** Per stream: requests, throughput, latency, answers other than 2xx by status, and errors (Markdown). */
export function streamsTable(streams: StreamResult[]): string {
  const total = {
    requests: streams.reduce((sum, s) => sum + s.requests, 0),
    perSecond: streams.reduce((sum, s) => sum + s.requestsPerSecond, 0),
    connections: streams.reduce((sum, s) => sum + s.connections, 0),
  };
  return table(
    ["stream", "conns", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "non-2xx", "errors"],
    [
      ...streams.map((s) => [
        s.label,
        String(s.connections),
        String(s.requests),
        s.requestsPerSecond.toFixed(0),
        ms(s.latencyMs.p50),
        ms(s.latencyMs.p95),
        ms(s.latencyMs.p99),
        otherAnswers(s.byStatus),
        String(s.errors),
      ]),
      ["all", String(total.connections), String(total.requests), total.perSecond.toFixed(0), "", "", "", "", ""],
    ],
  );
}

export function memoryTable(memory: MemorySamples, verdict: SoakVerdict): string {
  return table(
    ["server RSS", "value"],
    [
      ["after the warm-up", mb(memory.afterWarmup)],
      ["after the run", mb(memory.afterRun)],
      [`change (limit +${RSS_GROWTH_LIMIT * 100}%)`, signedPercent(verdict.rssGrowth)],
    ],
  );
}
