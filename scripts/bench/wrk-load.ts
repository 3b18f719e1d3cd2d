// One load run with wrk (Debian's `wrk` package), a load generator written in C, for answers served faster
// than autocannon can take them. Through the front cache autocannon measured itself: from the same Varnish,
// home at 2,656-3,710 req/s where wrk took 22,718-24,585 (2026-12-01, 20 connections), and a static file at
// 7,215-13,057 where wrk took 24,914-29,486. Each answer costs autocannon's one JavaScript thread in
// proportion to its headers and bytes, so its page-to-file ratios were its own costs, not the front's.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { program } from "./cluster-kit";
import type { LoadResult, LoadSettings } from "./bench-load";

/** wrk's Lua hook: its summary as one JSON line, latencies in microseconds (wrk prints no p95 itself). */
const REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_RESULT {"requests":%d,"durationUs":%d,"p50":%d,"p95":%d,"p99":%d,' ..
    '"status":%d,"timeout":%d,"connect":%d,"read":%d,"write":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.status, e.timeout, e.connect, e.read, e.write))
end
`;

type WrkSummary = {
  requests: number;
  durationUs: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers with a status of 400 or more (wrk counts 2xx and 3xx as success). */
  status: number;
  timeout: number;
  connect: number;
  read: number;
  write: number;
};

/** The run's result from wrk's output (the REPORT line), in the shape of an autocannon run's. */
export function parseWrkOutput(output: string, load = loadavg()[0]): LoadResult {
  const line = output.split("\n").find((l) => l.startsWith("WRK_RESULT "));
  if (!line) throw new Error(`wrk printed no result:\n${output.slice(-2000)}`);
  const s = JSON.parse(line.slice("WRK_RESULT ".length)) as WrkSummary;
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    requestsPerSecond: s.requests / (s.durationUs / 1e6),
    requests: s.requests,
    latencyMs: { p50: ms(s.p50), p95: ms(s.p95), p99: ms(s.p99) },
    non2xx: s.status,
    byStatus: {},
    errors: s.timeout + s.connect + s.read + s.write,
    timeouts: s.timeout,
    loadAverage: load,
  };
}

/** Loads `url` for the given time at the given connections, one wrk thread per core, 10 s timeout. */
export async function runWrk(
  url: string,
  headers: Record<string, string>,
  { connections, durationSeconds }: LoadSettings,
): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "odisha-wrk-"));
  const script = path.join(dir, "report.lua");
  writeFileSync(script, REPORT);
  const threads = Math.max(1, Math.min(availableParallelism(), connections));
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${durationSeconds}s`,
    "--timeout",
    "10s",
    "-s",
    script,
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(program("wrk", "wrk"), args, { stdio: ["ignore", "pipe", "pipe"] });
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.on("error", reject);
      child.on("exit", (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk failed (code ${code}):\n${text}`)),
      );
    });
    return parseWrkOutput(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
