// Types for embedded-db.mjs, so TypeScript scripts can start a private database too.
import type { ChildProcess } from "node:child_process";

export declare const DATA_DIR: string;

export interface EmbeddedDatabase {
  uri: string;
  engine: string;
  persistent: string;
  port: number;
  /** Ends the database (SIGTERM unless told) and resolves once its process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  child: ChildProcess;
}

export declare function jongodbMinHeap(env?: Record<string, string | undefined>): string;
export declare function freePort(): Promise<number>;
export declare function portOpen(port: number, host?: string, timeoutMs?: number): Promise<boolean>;
export declare function findRunningEmbedded(): Promise<{
  pid: number;
  port: number;
  uri: string;
  engine: string;
} | null>;
export declare function startEmbedded(options?: {
  shared?: boolean;
  port?: number;
  dbPath?: string;
}): Promise<EmbeddedDatabase>;
