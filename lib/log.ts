import pino, { type DestinationStream, type Logger } from "pino";

/**
 * The server's one logger. Production writes one JSON object per line, for whatever collects the logs;
 * development prints readable lines (pino-pretty, a development dependency, loaded only there); tests write
 * JSON too, so a test can read what was logged. Lines are written synchronously: the line about a failure
 * must not be lost when the process stops right after it.
 *
 * NODE_ENV is read directly, not through lib/env: the logger must work while the settings are being checked
 * (and when they are invalid).
 */
type Line = { write(line: string): unknown };

function defaultDestination(): Line {
  if (process.env.NODE_ENV === "development") {
    try {
      const { prettyFactory } = require("pino-pretty") as typeof import("pino-pretty");
      const pretty = prettyFactory({
        colorize: process.stdout.isTTY,
        ignore: "pid,hostname",
        translateTime: "SYS:HH:MM:ss",
      });
      return { write: (line: string) => process.stdout.write(pretty(line)) };
    } catch {
      // Installed without development dependencies: JSON lines then.
    }
  }
  return pino.destination({ dest: 1, sync: true });
}

let destination: Line = defaultDestination();

/** Everything goes through this indirection, so a test can read the lines (setLogDestination). */
const forwarder: DestinationStream = { write: (line: string) => void destination.write(line) };

export const log: Logger = pino(
  {
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  forwarder,
);

/** Sends the log lines to `target` until the returned function puts the previous destination back. */
export function setLogDestination(target: Line): () => void {
  const previous = destination;
  destination = target;
  return () => {
    destination = previous;
  };
}

/** An error's name and message only, for expected failures whose stack says nothing (a database that is down). */
export function errorSummary(error: unknown): { name: string; message: string } {
  if (typeof error === "object" && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return { name: typeof name === "string" ? name : "Error", message: typeof message === "string" ? message : "" };
  }
  return { name: typeof error, message: String(error) };
}
