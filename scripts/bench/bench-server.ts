// The production server the load scripts (bench, soak) measure: a private embedded database seeded with
// synthetic listings plus the demo content, `next build` (or the existing build), and `next start` in a
// process group of its own. Everything started here is stopped when the script exits or is interrupted.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { portOpen, startEmbedded, type EmbeddedDatabase } from "../embedded-db.mjs";
import { forgetCachedListingPages } from "../forget-cached-pages.mjs";
import { DEMO_USER } from "../seed-database";
import { serverEnv, serverNodeArgs } from "../server-heap.mjs";

/** Everything the server prints, for reading after a run (the folder is not part of the repository). */
export const SERVER_LOG = path.join(".data", "bench-server.log");
// Only ever signs sessions of this throw-away server and database.
const BENCH_SECRET = "bench-only-secret-not-for-any-real-server";

let db: EmbeddedDatabase | undefined;
let server: ChildProcess | undefined;
const helpers = new Set<ChildProcess>();

/** Stops the server with everything it started, any helper process, and the database. */
export function stopAll(): void {
  for (const helper of helpers) if (helper.exitCode === null) helper.kill("SIGTERM");
  helpers.clear();
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  server = undefined;
  db?.stop();
  db = undefined;
}

/** Stops everything on exit and on Ctrl-C; `tag` prefixes the notice. */
export function stopAllOnExit(tag: string): void {
  process.on("exit", stopAll);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      console.log(`[${tag}] ${signal}: stopping the server and the database`);
      stopAll();
      process.exit(130);
    });
  }
}

/** A process the script started beside the server (e.g. Lighthouse), stopped with it. */
export function trackHelper(child: ChildProcess): void {
  helpers.add(child);
  child.on("exit", () => helpers.delete(child));
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} failed (${signal ?? `code ${code}`})`)),
    );
  });
}

async function startServer(port: number, env: NodeJS.ProcessEnv, baseUrl: string): Promise<ChildProcess> {
  if (await portOpen(port)) throw new Error(`port ${port} is already in use: choose a free port`);
  const next = path.resolve("node_modules", "next", "dist", "bin", "next");
  const child = spawn(
    process.execPath,
    [...serverNodeArgs(env), next, "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      env: serverEnv(env),
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  server = child;
  mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
  const logFile = createWriteStream(SERVER_LOG);
  child.stdout?.pipe(logFile);
  child.stderr?.pipe(logFile);
  // Kept for the error message when the server does not come up.
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) {
      // From here on its output only goes to the log file.
      child.stdout?.off("data", keep);
      child.stderr?.off("data", keep);
      return child;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health:\n${output.slice(-30).join("\n")}`);
}

export type ServerSettings = {
  port: number;
  listings: number;
  skipBuild: boolean;
  log: (line: string) => void;
  /** Settings for the server beyond the database and the bench-only secret. */
  env?: Record<string, string>;
};

export type ProductionServer = { baseUrl: string; engine: string; pid: number; databaseUri: string };

/** Starts a private database, seeds it, builds unless told to reuse a build, and starts `next start`. */
export async function startProductionServer(settings: ServerSettings): Promise<ProductionServer> {
  const { port, listings, skipBuild, log } = settings;
  const baseUrl = `http://127.0.0.1:${port}`;
  db = await startEmbedded({ shared: false });
  const engine = db.engine;
  log(`${engine} at ${db.uri}`);
  const dbEnv = { ...process.env, MONGODB_URI: db.uri };
  const appEnv = { ...dbEnv, NEXTAUTH_SECRET: BENCH_SECRET, NEXTAUTH_URL: baseUrl, SITE_URL: baseUrl, ...settings.env };

  await run(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--listings", String(listings)], dbEnv);
  if (skipBuild && existsSync(".next/BUILD_ID")) {
    log("reusing the existing .next build");
  } else {
    if (skipBuild) log("no .next build found: building");
    await run("npx", ["next", "build"], appEnv);
  }
  // Pages and listing reads cached by an earlier run name ids of a database that no longer exists.
  if (skipBuild) forgetCachedListingPages();
  const child = await startServer(port, appEnv, baseUrl);
  log(`next start at ${baseUrl} (output in ${SERVER_LOG})`);
  return { baseUrl, engine, pid: child.pid!, databaseUri: db.uri };
}

/** Signs the seeded demo user in and answers the session cookie header. */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  if (response.status !== 200) throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Ids of the first `count` active listings, as the list API names them. */
export async function activeListingIds(baseUrl: string, count: number): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/property/property?sort=featured&page=1&limit=${count}`);
  const body = (await response.json()) as { properties?: { _id: string }[] };
  const ids = (body.properties ?? []).map((p) => p._id);
  if (ids.length < count)
    throw new Error(`the list API named ${ids.length} of ${count} active listings (${response.status})`);
  return ids;
}
