// The framework's floor: a Next.js app of the site's own Next version with one heading and one link, built
// and served beside the site so the Lighthouse run judges every page against what the framework alone
// costs on the machine at hand, not against figures from another machine. It lives in .data/ (not part of
// the repository) and resolves `next` from the site's node_modules.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { portOpen } from "../embedded-db.mjs";
import { trackHelper } from "./bench-server";

const FLOOR_DIR = path.join(".data", "bench-floor");

const FILES: Record<string, string> = {
  "next.config.mjs": "export default {};\n",
  "app/layout.jsx": `export const metadata = { title: "Floor" };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `import Link from "next/link";
export default function Home() {
  return (
    <main>
      <h1>Hello</h1>
      <Link href="/second">A second page</Link>
    </main>
  );
}
`,
  "app/second/page.jsx": `export default function Second() {
  return <h1>Second</h1>;
}
`,
};

function nextCommand(args: string[], options: { detached?: boolean } = {}): ChildProcess {
  const next = path.resolve("node_modules", "next", "dist", "bin", "next");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  return spawn(process.execPath, [next, ...args], { env, stdio: ["ignore", "pipe", "pipe"], ...options });
}

function finished(child: ChildProcess, what: string): Promise<void> {
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed:\n${output.join("")}`)))),
  );
}

/** Writes, builds and starts the floor app; answers its address. Stopped with the bench's other helpers. */
export async function startFloorApp(port: number, log: (line: string) => void): Promise<string> {
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true });
    writeFileSync(path.join(FLOOR_DIR, file), text);
  }
  log(`building the framework's floor (a one-heading Next app) in ${FLOOR_DIR}`);
  await finished(nextCommand(["build", FLOOR_DIR]), "building the floor app");
  if (await portOpen(port)) throw new Error(`port ${port} for the floor app is already in use`);
  const server = nextCommand(["start", FLOOR_DIR, "-p", String(port), "-H", "127.0.0.1"]);
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
