// The pieces of a local cluster of the app, shared by `npm run cluster`, `npm run bench -- --cluster` and the
// two-instance journeys: a private redis-server, instances of the existing build (`next start`, each from a
// copy of .next of its own, so nothing is shared through the disk), HAProxy in front of them with the
// configuration in deploy/haproxy.cfg, and Varnish, the shared HTTP cache, in front of HAProxy with
// deploy/varnish.vcl. Everything runs from the OS packages (redis-server, haproxy, varnish) on local
// addresses only. Stop what you start: each start answers a handle with stop().
import { spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverEnv, serverNodeArgs } from "../server-heap.mjs";

const ROOT = process.cwd();
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
export const HAPROXY_CONFIG = path.join(ROOT, "deploy", "haproxy.cfg");
export const VARNISH_CONFIG = path.join(ROOT, "deploy", "varnish.vcl");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Where an OS package's program is: on PATH, or in /usr/sbin (haproxy), which a user's PATH may lack. */
export function program(name: string, aptPackage: string): string {
  const dirs = [
    ...(process.env.PATH ?? "").split(path.delimiter),
    "/usr/sbin",
    "/usr/bin",
    "/usr/local/sbin",
    "/usr/local/bin",
  ];
  const found = dirs
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find((file) => existsSync(file));
  if (!found)
    throw new Error(`${name} not found: install it with \`sudo apt-get install -y ${aptPackage}\` (Debian/Ubuntu)`);
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
    // A process that ignores SIGTERM for 15 s is killed.
    setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
  });
}

/** Waits for `pattern` in a child's output (or its exit, which fails). */
function waitForOutput(child: ChildProcess, pattern: RegExp, what: string, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`${what} did not start: ${output.slice(-500)}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with code ${code}: ${output.slice(-500)}`));
    });
  });
}

export type Handle = { stop(): Promise<void> };

/** A private redis-server with no persistence, on `port` (a free one when 0). */
export async function startRedis(port = 0): Promise<Handle & { url: string; port: number }> {
  const chosen = port || (await freePort());
  const child = spawn(
    program("redis-server", "redis-server"),
    ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await waitForOutput(child, /Ready to accept connections/i, "redis-server");
  child.stdout?.resume();
  child.stderr?.resume();
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, stop: () => stopChild(child) };
}

/**
 * A folder from which one instance runs: its own copy of the build (.next, without the build's cache) and
 * links to everything else of the checkout. Removed by the instance's stop().
 */
function instanceFolder(): string {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) throw new Error("no build in .next: run `next build` first");
  const dir = mkdtempSync(path.join(tmpdir(), "odisha-instance-"));
  for (const entry of readdirSync(ROOT)) {
    if (entry === ".next" || entry === ".git") continue;
    symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
  }
  mkdirSync(path.join(dir, ".next"));
  for (const entry of readdirSync(path.join(ROOT, ".next"))) {
    if (entry === "cache" || entry === "trace" || entry === "dev") continue;
    cpSync(path.join(ROOT, ".next", entry), path.join(dir, ".next", entry), { recursive: true });
  }
  return dir;
}

export type Instance = Handle & {
  name: string;
  port: number;
  baseURL: string;
  /** Stops and starts it again on the same port and folder; resolves once it answers /api/health. */
  restart(): Promise<void>;
  output(): string;
};

/**
 * Starts one instance of the build (`next start` on 127.0.0.1:`port`) from a folder of its own, and
 * resolves once /api/health answers 200, i.e. it serves and reaches the database.
 */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string | undefined>,
  timeoutMs = 120_000,
): Promise<Instance> {
  const dir = instanceFolder();
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = "";
  const launch = async () => {
    const proc = spawn(
      process.execPath,
      [...serverNodeArgs(), NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"],
      {
        cwd: dir,
        env: serverEnv({ ...process.env, NODE_ENV: "production" as const, ...env }),
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    child = proc;
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    proc.stdout?.on("data", keep);
    proc.stderr?.on("data", keep);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`${name} exited with code ${proc.exitCode}:\n${output.slice(-2000)}`);
      const healthy = await fetch(`${baseURL}/api/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (healthy) return;
      if (Date.now() > deadline) throw new Error(`${name} did not answer /api/health within ${timeoutMs / 1000} s`);
      await sleep(250);
    }
  };
  const halt = async () => {
    if (child) await stopChild(child);
    child = null;
  };
  try {
    await launch();
  } catch (error) {
    await halt();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    name,
    port,
    baseURL,
    output: () => output,
    restart: async () => {
      await halt();
      await launch();
    },
    stop: async () => {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `text` (a configuration file of deploy/) with the lines between its BEGIN/END `section` markers replaced. */
function replaceSection(text: string, file: string, section: string, lines: string[]): string {
  const pattern = new RegExp(`(# BEGIN ${section}\\n)[\\s\\S]*?(\\s*# END ${section})`);
  if (!pattern.test(text)) throw new Error(`${file} lacks its "# BEGIN ${section}" block`);
  return text.replace(pattern, (_match, begin: string, end: string) => `${begin}${lines.join("\n")}${end}`);
}

/** deploy/haproxy.cfg with this run's port, instances and admin socket between its BEGIN/END markers. */
export function haproxyConfig(port: number, servers: { name: string; port: number }[], socket: string): string {
  const replace = (text: string, section: string, lines: string[]) =>
    replaceSection(text, "deploy/haproxy.cfg", section, lines);
  let config = readFileSync(HAPROXY_CONFIG, "utf8");
  config = replace(config, "admin socket", [`    stats socket ${socket} mode 600 level admin`]);
  config = replace(config, "bind", [`    bind 127.0.0.1:${port}`]);
  config = replace(
    config,
    "servers",
    servers.map((s) => `    server ${s.name} 127.0.0.1:${s.port} check`),
  );
  return config;
}

export type Proxy = Handle & {
  port: number;
  baseURL: string;
  /** Sends one command to HAProxy's admin socket and answers its reply. */
  admin(command: string): Promise<string>;
  /** Takes an instance out of rotation (`drain`), puts it back (`ready`) or holds it out (`maint`). */
  setState(server: string, state: "ready" | "drain" | "maint"): Promise<void>;
  /** Waits until HAProxy's health checks see the instance up (or down). */
  waitForStatus(server: string, status: "UP" | "DOWN" | "MAINT", timeoutMs?: number): Promise<void>;
  /** Waits until the instance has no request in flight through the proxy. */
  waitUntilIdle(server: string, timeoutMs?: number): Promise<void>;
};

/** HAProxy (the OS package) on 127.0.0.1:`port` in front of `servers`, configured from deploy/haproxy.cfg. */
export async function startProxy(port: number, servers: { name: string; port: number }[]): Promise<Proxy> {
  const dir = mkdtempSync(path.join(tmpdir(), "odisha-haproxy-"));
  const socket = path.join(dir, "admin.sock");
  const file = path.join(dir, "haproxy.cfg");
  writeFileSync(file, haproxyConfig(port, servers, socket));
  const child = spawn(program("haproxy", "haproxy"), ["-W", "-db", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const admin = (command: string) =>
    new Promise<string>((resolve, reject) => {
      const connection = createConnection(socket);
      let reply = "";
      connection.on("connect", () => connection.write(`${command}\n`));
      connection.on("data", (chunk) => (reply += chunk.toString()));
      connection.on("end", () => resolve(reply));
      connection.on("error", reject);
    });
  const deadline = Date.now() + 15_000;
  while (!existsSync(socket)) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with code ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`haproxy did not start:\n${output}`);
    await sleep(50);
  }
  /** One server's row of `show stat` as name -> value. */
  const stat = async (server: string) => {
    const [header, ...rows] = (await admin("show stat")).trim().split("\n");
    const names = header.replace(/^# /, "").split(",");
    const row = rows.map((r) => r.split(",")).find((cells) => cells[0] === "app" && cells[1] === server);
    if (!row) throw new Error(`haproxy knows no server ${server}`);
    return Object.fromEntries(names.map((n, i) => [n, row[i]]));
  };
  const until = async (check: () => Promise<boolean>, what: string, timeoutMs: number) => {
    const end = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error(`haproxy: ${what} not reached within ${timeoutMs / 1000} s`);
      await sleep(100);
    }
  };
  const proxy: Proxy = {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    admin,
    setState: async (server, state) => {
      const reply = await admin(`set server app/${server} state ${state}`);
      if (reply.trim()) throw new Error(`haproxy refused "set server ${server} state ${state}": ${reply.trim()}`);
    },
    waitForStatus: (server, status, timeoutMs = 60_000) =>
      until(async () => (await stat(server)).status?.startsWith(status) ?? false, `${server} ${status}`, timeoutMs),
    waitUntilIdle: (server, timeoutMs = 30_000) =>
      until(async () => Number((await stat(server)).scur) === 0, `${server} idle`, timeoutMs),
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  for (const server of servers) await proxy.waitForStatus(server.name, "UP");
  return proxy;
}

/**
 * Restarts the instances one at a time without failing a request: each is taken out of the proxy's
 * rotation (drain), its requests in flight finish, it is stopped and started again, and it is put back
 * once the proxy's own health checks see it up.
 */
export async function rollingRestart(proxy: Proxy, instances: Instance[], log: (line: string) => void = () => {}) {
  for (const instance of instances) {
    log(`draining ${instance.name}`);
    await proxy.setState(instance.name, "drain");
    await proxy.waitUntilIdle(instance.name);
    await proxy.setState(instance.name, "maint");
    log(`restarting ${instance.name}`);
    await instance.restart();
    await proxy.setState(instance.name, "ready");
    await proxy.waitForStatus(instance.name, "UP");
    log(`${instance.name} is back`);
  }
}

/** deploy/varnish.vcl with this run's HAProxy address between its BEGIN/END markers. */
export function varnishConfig(backendPort: number): string {
  return replaceSection(readFileSync(VARNISH_CONFIG, "utf8"), "deploy/varnish.vcl", "backend", [
    "backend haproxy {",
    '    .host = "127.0.0.1";',
    `    .port = "${backendPort}";`,
    "}",
  ]);
}

export type Front = Handle & { port: number; baseURL: string };

/** Whether something accepts connections on 127.0.0.1:`port`. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/**
 * Varnish (the OS package) on 127.0.0.1:`port` in front of HAProxy on `backendPort`, configured from
 * deploy/varnish.vcl, its cache in memory (256 MB), its working folder private to this run. It runs without
 * a jail (`-j none`), so it needs neither root nor the package's user.
 */
export async function startFront(port: number, backendPort: number): Promise<Front> {
  const dir = mkdtempSync(path.join(tmpdir(), "odisha-varnish-"));
  const file = path.join(dir, "varnish.vcl");
  writeFileSync(file, varnishConfig(backendPort));
  const args = ["-F", "-j", "none", "-n", path.join(dir, "work"), "-a", `127.0.0.1:${port}`, "-f", file];
  const child = spawn(program("varnishd", "varnish"), [...args, "-s", "malloc,256m"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not start:\n${output}`);
    }
    await sleep(100);
  }
  return { port, baseURL: `http://127.0.0.1:${port}`, stop };
}
