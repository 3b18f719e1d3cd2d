import { spawn } from "node:child_process";
import path from "node:path";

/**
 * A production server (`next start` on the existing build) run by a journey itself, for journeys that
 * stop and start the app, which the shared server of the suite must not do. It uses the suite's database
 * and stand-ins (MONGODB_URI and the rest come from the environment scripts/e2e.mjs set).
 */
export type AppServer = { port: number; baseURL: string; stop: () => Promise<void> };

const nextBin = path.resolve("node_modules/next/dist/bin/next");

async function answersHealth(baseURL: string): Promise<boolean> {
  try {
    return (await fetch(`${baseURL}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts the app on `port` (0: a free one the server picks) and resolves once /api/health answers 200,
 * that is, once it serves requests and reaches the database.
 */
export async function startAppServer(port: number, env: Record<string, string>, timeoutMs = 60_000) {
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  try {
    // next start prints its address ("- Local: http://127.0.0.1:PORT") when it listens.
    const listening = await new Promise<number>((resolve, reject) => {
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/http:\/\/127\.0\.0\.1:(\d+)/);
        if (match) resolve(Number(match[1]));
      });
      void exited.then(() => reject(new Error(`next start exited with code ${child.exitCode}`)));
    });
    child.stdout.resume();
    const baseURL = `http://127.0.0.1:${listening}`;
    const deadline = Date.now() + timeoutMs;
    while (!(await answersHealth(baseURL))) {
      if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`next start did not answer on ${baseURL} within ${timeoutMs / 1000}s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { port: listening, baseURL, stop } satisfies AppServer;
  } catch (error) {
    await stop();
    throw error;
  }
}
