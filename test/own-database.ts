import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { freePort, startEmbedded, type EmbeddedDatabase } from "@/scripts/embedded-db.mjs";

/**
 * A database of the test file's own (the launcher `npm start` uses), for tests that freeze, slow or stop
 * it: the shared test server must not be touched. Call at module level, before other set-up that connects. `connectThrough` may put something
 * between the app and the database (e.g. a latency proxy) and answers the URI the app should use.
 */
export function useOwnDatabase(
  name: string,
  { connectThrough }: { connectThrough?: (databaseUri: URL) => Promise<URL> } = {},
) {
  const state = {} as { db: EmbeddedDatabase; port: number; dbPath: string };
  beforeAll(async () => {
    state.port = await freePort();
    state.dbPath = mkdtempSync(path.join(tmpdir(), `${name}-db-`));
    state.db = await startEmbedded({ shared: false, port: state.port, dbPath: state.dbPath });
    const direct = new URL(state.db.uri);
    const uri = connectThrough ? await connectThrough(direct) : direct;
    uri.pathname = `/${name}`;
    // Before anything else connects: this file's app talks to its own database.
    process.env.MONGODB_URI = uri.toString();
    await connectToDatabase();
  }, 30_000);
  afterAll(async () => {
    await mongoose.disconnect();
    await state.db.stop("SIGKILL");
    rmSync(state.dbPath, { recursive: true, force: true });
  });
  return {
    get db() {
      return state.db;
    },
    get port() {
      return state.port;
    },
    /** Restarts the database on the same port and folder (the in-memory engine comes back empty). */
    async restart() {
      state.db = await startEmbedded({ shared: false, port: state.port, dbPath: state.dbPath });
    },
  };
}

/** Stops every thread of the process in place (SIGSTOP) and returns once the kernel reports them stopped. */
export async function freeze(pid: number): Promise<void> {
  process.kill(pid, "SIGSTOP");
  const stopped = () =>
    readdirSync(`/proc/${pid}/task`).every((task) => {
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, "utf8");
      return stat.slice(stat.lastIndexOf(")") + 2).startsWith("T");
    });
  while (!stopped()) await new Promise((resolve) => setImmediate(resolve));
}

export function thaw(pid: number): void {
  process.kill(pid, "SIGCONT");
}
