/**
 * The database going away while the app runs. This file starts a database of its own (the same launcher
 * `npm start` uses), freezes it, stops it and starts it again on the same port, and checks that the API
 * answers 503 with the friendly message within seconds instead of hanging, that the health check says
 * the database is down, that a write caught in the outage leaves a whole document or none, and that the
 * same route handlers, never re-imported, work again once the database is back.
 */
import mongoose from "mongoose";
import { GET as health } from "@/app/api/health/route";
import { GET as listProperties } from "@/app/api/property/property/route";
import { POST as sendMessage } from "@/app/api/messages/route";
import { GET as userHome } from "@/app/api/user/home/route";
import { DATABASE_DOWN } from "@/lib/http/errors";
import { setLogDestination } from "@/lib/log";
import { jsonRequest, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Message } from "@/test/models";
import { freeze, thaw, useOwnDatabase } from "@/test/own-database";
import { authedRequest, userWithSession } from "@/test/session-helpers";

/**
 * The promises: a stopped database (connections refused) never keeps a request waiting longer than 5 s; a
 * frozen one (connections accepted, nothing answered) no longer than 15 s, since only silence tells it from
 * a busy one, and the driver's check waits 10 s for an answer (lib/db.ts).
 */
const STOPPED_ANSWER_WITHIN_MS = 5000;
const FROZEN_ANSWER_WITHIN_MS = 15_000;

const database = useOwnDatabase("outage");

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
function expectUnavailable(answers: Record<string, Answer>, withinMs: number): void {
  for (const answer of Object.values(answers)) {
    expect({ name: answer.name, status: answer.status, message: answer.body.message }).toEqual({
      name: answer.name,
      status: 503,
      message: DATABASE_DOWN,
    });
    expect({ name: answer.name, fast: answer.elapsedMs < withinMs }).toEqual({
      name: answer.name,
      fast: true,
    });
  }
  expect(answers.health.body).toMatchObject({ success: false, database: "down" });
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
    await expectWorking("before");
    // This file's own database, not the one the other test files share.
    expect(mongoose.connection.port).toBe(database.port);
    ({ cookie } = await userWithSession());
  });

  it("answers 503 within 15 s while the database is frozen, and leaves a caught write whole or absent", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const restoreLog = setLogDestination({ write: (line: string) => lines.push(JSON.parse(line)) });
    // A frozen server accepts connections but never answers: the case where a request would hang.
    await freeze(database.db.child.pid!);
    try {
      expectUnavailable(await callEverything(cookie, "frozen"), FROZEN_ANSWER_WITHIN_MS);
    } finally {
      thaw(database.db.child.pid!);
    }
    // Once it answers again, the message sent during the freeze is either stored whole or not at all.
    try {
      expect(await healthyWithin(15_000)).toBe(true);
    } finally {
      restoreLog();
    }
    // The outage is in the log once, with the driver's reason, and so is its end.
    const about = (msg: string) => lines.filter((line) => line.msg === msg);
    expect(about("database unreachable")).toEqual([
      expect.objectContaining({ level: "warn", cause: expect.objectContaining({ name: expect.any(String) }) }),
    ]);
    expect(about("database reachable again")).toEqual([
      expect.objectContaining({ level: "info", downForMs: expect.any(Number) }),
    ]);
    const caught = await Message.find({ message: contactMessage("frozen").message }).lean();
    expect(caught.length).toBeLessThanOrEqual(1);
    for (const doc of caught) expect(doc).toMatchObject({ ...contactMessage("frozen"), kind: "contact" });
  }, 180_000);

  it("answers 503 within 5 s while the database is stopped, health included, each logged once with its cause", async () => {
    await database.db.stop("SIGKILL");
    const lines: Array<Record<string, unknown>> = [];
    const restoreLog = setLogDestination({ write: (line: string) => lines.push(JSON.parse(line)) });
    const answers: Answer[] = [];
    try {
      // At first the open connections fail at once; later calls wait on finding a server, which times out.
      for (const marker of ["stopped", "still stopped"]) {
        const round = await callEverything(cookie, marker);
        expectUnavailable(round, STOPPED_ANSWER_WITHIN_MS);
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
  }, 90_000);

  it("recovers by itself when the database is back on the same port", async () => {
    await database.restart();
    // The in-memory engine starts empty after a restart (a real mongod keeps its files): make fresh data.
    await expectWorking("after");
    expect(mongoose.connection.port).toBe(database.port);
  }, 90_000);
});
