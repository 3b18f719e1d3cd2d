// What the database scripts (seed, benches) share: reading flags, timing a call, and running to an exit code.
import { availableParallelism, loadavg } from "node:os";
import { disconnectFromDatabase } from "@/lib/db";

/** The word after `flag` on the command line (`--listings 5000`), if the flag is there. */
export function argValue(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i === -1 ? undefined : process.argv[i + 1];
}

/**
 * Calls a route handler `runs` times and answers the median and slowest time in milliseconds with the last
 * answer's body. Anything but a 200 stops the bench: a fast error is not a measurement.
 */
export async function timeCalls<Body>(runs: number, label: string, call: () => Promise<Response>) {
  const times: number[] = [];
  let body = {} as Body;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const response = await call();
    body = await response.json();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${label} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)], max: times[runs - 1], body };
}

/** The machine's load beside a verdict: on a busy machine every figure grows with it. */
export function machineLoad(): string {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(", ");
  return `load average ${load} on ${availableParallelism()} cores`;
}

/** Prints the verdict, failing the run (exit code 1) when the measured median reached the budget. */
export function judge(medianMs: number, budgetMs: number, verdict: string): void {
  if (medianMs >= budgetMs) {
    console.error(`[bench] FAIL: ${verdict}`);
    process.exitCode = 1;
  } else {
    console.log(`[bench] OK: ${verdict}`);
  }
}

/** Runs a script's main against the database, always disconnecting, and exits 1 with the reason on failure. */
export function runWithDatabase(tag: string, main: () => Promise<void>): void {
  main()
    .then(() => disconnectFromDatabase())
    .catch(async (error) => {
      console.error(`[${tag}] failed: ${error instanceof Error ? error.message : error}`);
      await disconnectFromDatabase().catch(() => undefined);
      process.exit(1);
    });
}
