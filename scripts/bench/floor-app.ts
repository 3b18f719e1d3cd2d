// The framework's floor served beside the site: the one-heading, one-link app of the site's own Next.js
// version (scripts/client-bundle.mjs builds it), so the Lighthouse run judges every page against what the
// framework alone costs on the machine at hand, not against figures from another machine.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildFloorApp } from "../client-bundle.mjs";
import { portOpen } from "../embedded-db.mjs";
import { trackHelper } from "./bench-server";

/** Builds (once per Next.js version) and starts the floor app; answers its address. Stopped with the bench. */
export async function startFloorApp(port: number, log: (line: string) => void): Promise<string> {
  log("building the framework's floor (one heading, one link) unless this Next.js version's build is kept");
  const { dir } = buildFloorApp();
  if (await portOpen(port)) throw new Error(`port ${port} for the floor app is already in use`);
  const next = path.resolve("node_modules", "next", "dist", "bin", "next");
  const server = spawn(process.execPath, [next, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
  trackHelper(server);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && server.exitCode === null) {
    const up = await fetch(baseUrl)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return baseUrl;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the floor app did not answer");
}
