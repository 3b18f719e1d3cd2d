// `npm run cluster`: the site as several instances behind a load balancer, on one machine. Builds once (or
// reuses .next with --skip-build), then starts a private Redis (the shared cache, REDIS_URL), N instances of
// the build on one database (MONGODB_URI, or the embedded one that `npm run cluster` starts through
// scripts/with-db.mjs), HAProxy in front of them (deploy/haproxy.cfg: health checks on /api/health, retries
// of idempotent requests on another instance), and Varnish on port 3000 in front of HAProxy, the shared HTTP
// cache of the public pages (deploy/varnish.vcl). Ctrl-C stops everything.
//   npm run cluster                              2 instances, proxy on :3000
//   npm run cluster -- --instances 3 --port 8080 --skip-build
// While it runs, `kill -USR2 <pid of this script>` restarts the instances one at a time without dropping a
// request (drain in HAProxy, restart, back once healthy).
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import {
  freePort,
  rollingRestart,
  startInstance,
  startFront,
  startProxy,
  startRedis,
  type Handle,
  type Instance,
} from "./cluster-kit";

const log = (line: string) => console.log(`[cluster] ${line}`);

const { values } = parseArgs({
  options: {
    instances: { type: "string", default: "2" },
    port: { type: "string", default: process.env.PORT ?? "3000" },
    "skip-build": { type: "boolean", default: false },
  },
});
const count = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(count) || count < 1 || count > 16)
  throw new Error("--instances takes a whole number from 1 to 16");
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error("--port takes a port number");

const running: Handle[] = [];
let stopping = false;
async function stopEverything(code: number) {
  if (stopping) return;
  stopping = true;
  log("stopping the proxy, the instances and Redis");
  for (const handle of running.reverse()) await handle.stop().catch(() => undefined);
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stopEverything(130));

function build(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["next", "build"], { stdio: "inherit", env });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next build failed (code ${code})`))));
  });
}

async function main() {
  const publicUrl = process.env.SITE_URL ?? process.env.NEXTAUTH_URL ?? `http://localhost:${port}`;
  const env = {
    SITE_URL: publicUrl,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? publicUrl,
    // Two proxies append the client's address to X-Forwarded-For: Varnish, then HAProxy.
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS ?? "2",
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET,
    // A listing's change bans its own page from the front cache at once (lib/cache/front.ts).
    FRONT_CACHE_URL: `http://127.0.0.1:${port}`,
  };
  if (!env.NEXTAUTH_SECRET)
    throw new Error("set NEXTAUTH_SECRET (in .env.local or the environment): every instance signs sessions with it");
  if (!values["skip-build"]) {
    log("building once for every instance");
    await build({ ...process.env, ...env });
  }
  const redis = await startRedis();
  running.push(redis);
  log(`Redis at ${redis.url}`);
  const instances: Instance[] = [];
  for (let i = 1; i <= count; i++) {
    const instance = await startInstance(`app${i}`, await freePort(), { ...env, REDIS_URL: redis.url });
    running.push(instance);
    instances.push(instance);
    log(`${instance.name} at ${instance.baseURL}`);
  }
  const proxy = await startProxy(await freePort(), instances);
  running.push(proxy);
  const front = await startFront(port, proxy.port);
  running.push(front);
  log(
    `Varnish at http://localhost:${port}, HAProxy at ${proxy.baseURL} in front of ${count} instances; Ctrl-C stops everything`,
  );
  log(`rolling restart: kill -USR2 ${process.pid}`);
  let restarting = false;
  process.on("SIGUSR2", () => {
    if (restarting) return;
    restarting = true;
    rollingRestart(proxy, instances, log)
      .then(() => log("rolling restart done"))
      .catch((error: unknown) => log(`rolling restart failed: ${error instanceof Error ? error.message : error}`))
      .finally(() => (restarting = false));
  });
}

main().catch((error: unknown) => {
  console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
  void stopEverything(1);
});
