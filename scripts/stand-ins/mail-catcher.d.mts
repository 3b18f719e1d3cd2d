import type { EventEmitter } from "node:events";

/** The SMTP stand-in: every message it receives is written to `dir` as an .eml file. */
export function startMailCatcher(): Promise<{
  dir: string;
  url: string;
  server: EventEmitter;
  stop: () => Promise<void>;
}>;
