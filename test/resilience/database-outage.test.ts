/**
 * The database going away while the app runs. This file starts a database of its own (the same launcher
 * `npm start` uses), freezes it, stops it and starts it again on the same port, and checks that the API
 * answers 503 with the friendly message within 5 seconds instead of hanging, that the health check says
 * the database is down, that a write caught in the outage leaves a whole document or none, and that the
 * same route handlers, never re-imported, work again once the database is back.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { GET as health } from "@/app/api/health/route";
import { GET as listProperties } from "@/app/api/property/property/route";
import { POST as sendMessage } from "@/app/api/messages/route";
import { GET as userHome } from "@/app/api/user/home/route";
import { connectToDatabase } from "@/lib/db";
import { DATABASE_DOWN } from "@/lib/http/errors";
import { setLogDestination } from "@/lib/log";
import { freePort, startEmbedded, type EmbeddedDatabase } from "@/scripts/embedded-db.mjs";
import { jsonRequest, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Message } from "@/test/models";
import { authedRequest, userWithSession } from "@/test/session-helpers";

/** The promise: an unreachable database never keeps a request waiting longer than this. */
const ANSWER_WITHIN_MS = 5000;

let port: number;
let dbPath: string;
let db: EmbeddedDatabase;

async function startDatabase(): Promise<void> {
  db = await startEmbedded({ shared: false, port, dbPath });
}

beforeAll(async () => {
  port = await freePort();
  dbPath = mkdtempSync(path.join(tmpdir(), "outage-db-"));
  await startDatabase();
  // Before anything connects: this file's app talks to its own database, not the shared test server.
  const uri = new URL(db.uri);
  uri.pathname = "/outage";
  process.env.MONGODB_URI = uri.toString();
  await connectToDatabase();
}, 30_000);

afterAll(async () => {
  await mongoose.disconnect();
  await db.stop("SIGKILL");
  rmSync(dbPath, { recursive: true, force: true });
});

const contactMessage = (marker: string) => ({
  name: "Sonali Pradhan",
  email: "sonali.pradhan@example.in",
  phone: "9861012345",
  subject: "rental-service",
  message: `Looking for a 2BHK near Patia (${marker}).`,
});

type Answer = { name: string; status: number; body: Record<string, unknown>; elapsedMs: number; requestId: string };

async function timed(name: string, call: () => Promise<Response>): Promise<Answer> {
  const started = performance.now();
  const response = await call();
  const body = (await response.json()) as Record<string, unknown>;
  const requestId = response.headers.get("x-request-id") ?? "";
  return { name, status: response.status, body, elapsedMs: performance.now() - started, requestId };
}

const checkHealth = () => health(jsonRequest("/api/health"), routeContext({}));

/** A listing search, a contact message (a write), the health check and a signed-in call, all at once. */
async function callEverything(cookie: string, marker: string): Promise<Record<string, Answer>> {
  const answers = await Promise.all([
    timed("list", () => listProperties(jsonRequest("/api/property/property?limit=5"), routeContext({}))),
    timed("write", () =>
      sendMessage(jsonRequest("/api/messages", { method: "POST", json: contactMessage(marker) }), routeContext({})),
    ),
    timed("health", checkHealth),
    timed("signed-in", () => userHome(authedRequest("/api/user/home", cookie), routeContext({}))),
  ]);
  return Object.fromEntries(answers.map((answer) => [answer.name, answer]));
}

/** What a working app answers: listings, the stored message, the database up, and the signed-in user. */
async function expectWorking(marker: string): Promise<void> {
  await createProperty({ title: `Flat near Patia ${marker}` });
  const { user, cookie } = await userWithSession();
  const answers = await callEverything(cookie, marker);

  expect(answers.list.status).toBe(200);
  expect(answers.list.body.properties).toEqual(
    expect.arrayContaining([expect.objectContaining({ title: `Flat near Patia ${marker}` })]),
  );
  expect(answers.write.status).toBe(201);
  expect(await Message.countDocuments({ message: contactMessage(marker).message })).toBe(1);
  expect(answers.health).toMatchObject({ status: 200, body: { success: true, database: "up" } });
  expect(answers["signed-in"].status).toBe(200);
  expect(answers["signed-in"].body.user).toMatchObject({ email: user.email });
}

/** Every call answers 503 with the friendly message, none waits longer than the promise allows. */
function expectUnavailable(answers: Record<string, Answer>): void {
  for (const answer of Object.values(answers)) {
    expect({ name: answer.name, status: answer.status, message: answer.body.message }).toEqual({
      name: answer.name,
      status: 503,
      message: DATABASE_DOWN,
    });
    expect({ name: answer.name, fast: answer.elapsedMs < ANSWER_WITHIN_MS }).toEqual({
      name: answer.name,
      fast: true,
    });
  }
  expect(answers.health.body).toMatchObject({ success: false, database: "down" });
}

/** Stops every thread of the process in place (SIGSTOP) and returns once the kernel reports them stopped. */
async function freeze(pid: number): Promise<void> {
  process.kill(pid, "SIGSTOP");
  const stopped = () =>
    readdirSync(`/proc/${pid}/task`).every((task) => {
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, "utf8");
      return stat.slice(stat.lastIndexOf(")") + 2).startsWith("T");
    });
  while (!stopped()) await new Promise((resolve) => setImmediate(resolve));
}

/** Asks the health check until it says the database is up; false when it never does within `ms`. */
async function healthyWithin(ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if ((await checkHealth()).status === 200) return true;
  }
  return false;
}

describe("a database outage", () => {
  let cookie: string;

  it("serves every call while the database is up", async () => {
    // This file's own database, not the one the other test files share.
    expect(mongoose.connection.port).toBe(port);
    await expectWorking("before");
    ({ cookie } = await userWithSession());
  });

  it("answers 503 within 5 s while the database is frozen, and leaves a caught write whole or absent", async () => {
    // A frozen server accepts connections but never answers: the case where a request would hang.
    await freeze(db.child.pid!);
    try {
      expectUnavailable(await callEverything(cookie, "frozen"));
    } finally {
      process.kill(db.child.pid!, "SIGCONT");
    }
    // Once it answers again, the message sent during the freeze is either stored whole or not at all.
    expect(await healthyWithin(15_000)).toBe(true);
    const caught = await Message.find({ message: contactMessage("frozen").message }).lean();
    expect(caught.length).toBeLessThanOrEqual(1);
    for (const doc of caught) expect(doc).toMatchObject({ ...contactMessage("frozen"), kind: "contact" });
  }, 30_000);

  it("answers 503 within 5 s while the database is stopped, health included, each logged once with its cause", async () => {
    await db.stop("SIGKILL");
    const lines: Array<Record<string, unknown>> = [];
    const restoreLog = setLogDestination({ write: (line: string) => lines.push(JSON.parse(line)) });
    const answers: Answer[] = [];
    try {
      // At first the open connections fail at once; later calls wait on finding a server, which times out.
      for (const marker of ["stopped", "still stopped"]) {
        const round = await callEverything(cookie, marker);
        expectUnavailable(round);
        answers.push(...Object.values(round));
      }
    } finally {
      restoreLog();
    }
    for (const answer of answers) {
      const logged = lines.filter((line) => line.requestId === answer.requestId);
      expect({ name: answer.name, count: logged.length }).toEqual({ name: answer.name, count: 1 });
      // The driver's error by name and message: what an operator needs to tell "down" from "misconfigured".
      expect(logged[0]).toMatchObject({
        level: "error",
        status: 503,
        cause: { name: expect.stringMatching(/Error$/) },
      });
      expect((logged[0].cause as { message: string }).message.length).toBeGreaterThan(0);
    }
  }, 30_000);

  it("recovers by itself when the database is back on the same port", async () => {
    await startDatabase();
    // The in-memory engine starts empty after a restart (a real mongod keeps its files): make fresh data.
    await expectWorking("after");
    expect(mongoose.connection.port).toBe(port);
  }, 30_000);
});
