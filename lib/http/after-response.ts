import { after } from "next/server";
import { log } from "@/lib/log";

/** Work started outside a request, not yet finished (see runAfterResponse). */
const running = new Set<Promise<void>>();

/**
 * Runs work without holding up the answer: after the response when Next.js can defer it, otherwise in the
 * background (scripts and tests calling handlers directly have no request to defer to). A failure is logged,
 * never shown to the client whose answer is already gone.
 */
export function runAfterResponse(task: () => Promise<unknown>): void {
  const run = () =>
    task().then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, "Work after the response failed"),
    );
  try {
    after(run);
  } catch {
    const done = run().finally(() => running.delete(done));
    running.add(done);
  }
}

/** Resolves once the background work started outside a request has finished (for scripts and tests). */
export async function backgroundWorkSettled(): Promise<void> {
  while (running.size) await Promise.all(running);
}
