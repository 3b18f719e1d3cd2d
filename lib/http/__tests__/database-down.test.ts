import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { GET } from "@/app/api/property/property/route";
import { jsonRequest } from "@/test/db-helpers";

// A private database server this file can stop and start again on the same port.
const binary = path.join(
  path.dirname(require.resolve("@jongodb/memory-server-bin-linux-x64-gnu/package.json")),
  "bin",
  "jongodb",
);
let server: ChildProcess | null = null;
let port = 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

function startServer(): Promise<void> {
  return new Promise((resolve, reject) => {
    server = spawn(binary, ["--host=127.0.0.1", `--port=${port}`, "--database=down_test"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    server.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("JONGODB_URI=") && resolve());
    server.once("exit", (code) => reject(new Error(`database exited with ${code}`)));
  });
}

function stopServer(): Promise<void> {
  return new Promise((resolve) => {
    if (!server || server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once("exit", () => resolve());
    server.kill("SIGKILL");
  });
}

const list = async () => {
  const response = await GET(jsonRequest("/api/property/property"), { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  port = await freePort();
  await startServer();
  process.env.MONGODB_URI = `mongodb://127.0.0.1:${port}/down_test`;
});

afterAll(stopServer);

describe("when the database goes away", () => {
  it("answers 503 with a message, then recovers by itself when the database is back", async () => {
    expect((await list()).status).toBe(200);

    await stopServer();
    const down = await list();
    expect(down.status).toBe(503);
    expect(down.body.success).toBe(false);
    expect(down.body.message).toMatch(/temporarily unreachable/);

    await startServer();
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await list()).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  }, 120_000);
});
