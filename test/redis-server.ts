import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A private redis-server (the OS package, as `.ci/run` installs it) on a free local port, its data in a
 * folder of its own (append-only file on, so a restart keeps what was stored), for tests of the shared cache.
 */
export type TestRedis = {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "redis-test-"));
  let child: ChildProcess | null = null;
  const start = async () => {
    const proc = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--appendonly", "yes", "--save", ""],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let output = "";
      proc.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (/Ready to accept connections/i.test(output)) resolve();
      });
      proc.once("exit", (code) => reject(new Error(`redis-server exited with code ${code}: ${output}`)));
    });
    proc.stdout!.resume();
  };
  const stop = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once("exit", resolve));
    proc.kill("SIGTERM");
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    remove: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
