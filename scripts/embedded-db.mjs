// Starts the embedded database used when MONGODB_URI is not set: a real `mongod` (MONGOD_BIN or PATH)
// with its data under .data/db, run as a single-node replica set so transactions work, else the in-memory
// jongodb binary shipped on npm.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";

export const DATA_DIR = path.resolve(".data");
const STATE_FILE = path.join(DATA_DIR, "embedded-db.json");
const DATABASE = "odisha-homes";
/** MongoDB runs transactions only on a replica set; the embedded mongod is a set of one member. */
const REPLICA_SET = "rs0";

function findMongod() {
  if (process.env.MONGOD_BIN) return process.env.MONGOD_BIN;
  const which = spawnSync("sh", ["-c", "command -v mongod"], { encoding: "utf8" });
  return which.status === 0 ? which.stdout.trim() : null;
}

function findJongodb() {
  try {
    const require = createRequire(import.meta.url);
    const pkg = require.resolve("@jongodb/memory-server-bin-linux-x64-gnu/package.json");
    const bin = path.join(path.dirname(pkg), "bin", "jongodb");
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

/**
 * The heap jongodb starts with (`-Xms`; EMBEDDED_DB_MIN_HEAP, e.g. "512m", to change it). From its own small
 * start the collector grows the heap slowly and runs a full collection each time it fills: at 10,000 listings
 * the database spent most of its time collecting (27 collections, 11.7 s of 16.5 s in a run of home's reads,
 * each pause 0.1-1.1 s: a page's first render waited on them). From 1 GB: 7 collections, 1.8 s. The memory is
 * taken as the data and its reads need it (an idle database holds some 16 MB), not at the start.
 */
export function jongodbMinHeap(env = process.env) {
  const wanted = env.EMBEDDED_DB_MIN_HEAP?.trim();
  if (!wanted) return "1g";
  if (/^\d+[kmg]$/i.test(wanted)) return wanted.toLowerCase();
  console.warn(`[db] EMBEDDED_DB_MIN_HEAP=${wanted} is not a size such as 512m or 1g: using 1g`);
  return "1g";
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function portOpen(port, host = "127.0.0.1", timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

async function waitForPort(port, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`database exited early with code ${child.exitCode}`);
    if (await portOpen(port)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`database did not open port ${port} within ${timeoutMs / 1000}s`);
}

/**
 * Makes the mongod on `port` the primary of its one-member replica set: initiates the set on first start
 * and, since the data directory keeps the set's configuration with the port of an earlier start, points
 * the member at the current port when it moved. Resolves once the node accepts writes.
 */
async function ensureReplicaSet(port, child, timeoutMs = 30_000) {
  const { default: mongoose } = await import("mongoose");
  const host = `127.0.0.1:${port}`;
  const client = new mongoose.mongo.MongoClient(`mongodb://${host}/?directConnection=true`, {
    serverSelectionTimeoutMS: timeoutMs,
  });
  try {
    const admin = client.db("admin");
    let config = null;
    try {
      ({ config } = await admin.command({ replSetGetConfig: 1 }));
    } catch (error) {
      if (error?.codeName !== "NotYetInitialized") throw error;
      await admin.command({ replSetInitiate: { _id: REPLICA_SET, members: [{ _id: 0, host }] } });
    }
    if (config && config.members[0]?.host !== host) {
      // `term` belongs to the running set, not to a configuration one submits.
      const { term, ...kept } = config;
      void term;
      const members = [{ ...config.members[0], host }];
      await admin.command({ replSetReconfig: { ...kept, members, version: config.version + 1 }, force: true });
    }
    const deadline = Date.now() + timeoutMs;
    while (!(await admin.command({ hello: 1 })).isWritablePrimary) {
      if (child.exitCode !== null) throw new Error(`database exited early with code ${child.exitCode}`);
      if (Date.now() > deadline)
        throw new Error(`mongod did not become the replica set's primary within ${timeoutMs / 1000}s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await client.close();
  }
}

/** An embedded database another command of this checkout already started (e.g. `npm run dev`). */
export async function findRunningEmbedded() {
  if (!existsSync(STATE_FILE)) return null;
  try {
    const state = JSON.parse(readFileSync(STATE_FILE, "utf8"));
    process.kill(state.pid, 0);
    if (await portOpen(state.port)) return state;
  } catch {
    // stale state file: the process is gone
  }
  rmSync(STATE_FILE, { force: true });
  return null;
}

/**
 * Starts a database and resolves to { uri, engine, persistent, port, stop(), child }.
 * `shared` records it in .data/ so other commands of this checkout (seed, benchmarks) can reuse it.
 * `port` asks for a given port (0: any free one), so a stopped database can come back at the same address;
 * `dbPath` is where a real mongod keeps its files (default .data/db).
 * `stop(signal)` ends it (SIGTERM unless told) and resolves once the process has exited.
 */
export async function startEmbedded({ shared = true, port: wantedPort = 0, dbPath = path.join(DATA_DIR, "db") } = {}) {
  mkdirSync(DATA_DIR, { recursive: true });
  const mongod = findMongod();
  let child;
  let uri;
  let engine;
  let persistent;
  let port;

  if (mongod) {
    port = wantedPort || (await freePort());
    mkdirSync(dbPath, { recursive: true });
    const args = ["--dbpath", dbPath, "--port", String(port), "--bind_ip", "127.0.0.1", "--replSet", REPLICA_SET];
    child = spawn(mongod, [...args, "--quiet"], { stdio: ["ignore", "ignore", "inherit"] });
    await waitForPort(port, child);
    await ensureReplicaSet(port, child).catch((error) => {
      child.kill("SIGTERM");
      throw error;
    });
    uri = `mongodb://127.0.0.1:${port}/${DATABASE}?replicaSet=${REPLICA_SET}`;
    engine = `mongod (${mongod}, replica set ${REPLICA_SET})`;
    persistent = `data in ${dbPath} survives restarts`;
  } else {
    const jongodb = findJongodb();
    if (!jongodb) {
      throw new Error(
        "No database: set MONGODB_URI, put mongod on PATH (or MONGOD_BIN), or run `npm install` on linux-x64 to get the embedded jongodb binary.",
      );
    }
    child = spawn(
      jongodb,
      [`-Xms${jongodbMinHeap()}`, "--host=127.0.0.1", `--port=${wantedPort}`, `--database=${DATABASE}`],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    // jongodb reports every client disconnect on stderr; keep everything else.
    child.stderr.on("data", (chunk) => {
      const text = chunk
        .toString()
        .split("\n")
        .filter((line) => line && !/client io failure/.test(line))
        .join("\n");
      if (text) process.stderr.write(`${text}\n`);
    });
    uri = await new Promise((resolve, reject) => {
      let buffer = "";
      const timer = setTimeout(() => reject(new Error("jongodb did not report its address within 30s")), 30_000);
      child.once("exit", (code) => reject(new Error(`jongodb exited early with code ${code}`)));
      child.stdout.on("data", (chunk) => {
        buffer += chunk.toString();
        const match = buffer.match(/JONGODB_URI=(\S+)/);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    child.stdout.resume();
    port = Number(new URL(uri).port);
    engine = "jongodb (in-memory)";
    persistent = "data is lost when it stops";
  }

  if (shared) writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid, port, uri, engine }));

  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  let stopped = false;
  const stop = (signal = "SIGTERM") => {
    if (!stopped) {
      stopped = true;
      if (shared) rmSync(STATE_FILE, { force: true });
      child.kill(signal);
    }
    return exited;
  };
  return { uri, engine, persistent, port, stop, child };
}
