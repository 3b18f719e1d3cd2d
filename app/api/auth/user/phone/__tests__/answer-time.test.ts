import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import mongoose from "mongoose";
import { POST as login } from "@/app/api/auth/user/phone/login/route";
import { POST as sendCode } from "@/app/api/auth/user/phone/send-otp/route";
import { connectToDatabase } from "@/lib/db";
import { backgroundWorkSettled } from "@/lib/http/after-response";
import { latestSmsCode, postJson, smsSentTo, useTemporaryOutbox } from "@/test/account-helpers";
import { clearRateLimits, fromAddress, jsonRequest, resetDatabase } from "@/test/db-helpers";
import { User } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

/**
 * Phone sign-in must not tell registered numbers by how long its answer takes (a known number used to take a
 * median 90 ms against 40 ms). Timing the answers themselves is no reliable test on a busy machine: the
 * medians of a few dozen calls drift by tens of milliseconds from run to run, more than the gap to detect.
 * So these tests check the cause, deterministically:
 * - what the answer waited for: the database commands that completed before it (MongoDB's command
 *   monitoring) are the same for a known and an unknown number;
 * - that the SMS is sent after the answer: at the moment the answer arrives no SMS has been written, and the
 *   code arrives afterwards and signs in.
 * Both hold because the work left for after the answer needs the database's replies (I/O), which cannot
 * arrive before the answer is handed back in the same turn of the event loop.
 */

// Read once, before the first connection: the driver reports every command of this file's client.
const uri = new URL(process.env.MONGODB_URI!);
uri.searchParams.set("monitorCommands", "true");
process.env.MONGODB_URI = uri.toString();
useTemporaryOutbox();

const KNOWN = "+919437011111";
const UNKNOWN = "+919437022222";
let n = 0;

/** Calls the route directly (not postJson, which waits for the work after the answer). */
const ask = (phone: string) =>
  sendCode(
    jsonRequest("/api/auth/user/phone/send-otp", {
      method: "POST",
      json: { phone },
      headers: fromAddress(`203.0.113.${++n}`),
    }),
    {
      params: Promise.resolve({}),
    },
  );

/** SMS files to the number, read synchronously (no turn of the event loop passes while reading). */
function smsFilesToNow(phone: string): string[] {
  const dir = process.env.SMS_OUTBOX_DIR!;
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  return names.filter(
    (name) => (JSON.parse(readFileSync(path.join(dir, name), "utf8")) as { to: string }).to === phone,
  );
}

/** Every database command that completed, as "command collection", in order. */
const completed: string[] = [];

beforeAll(async () => {
  await connectToDatabase();
  const client = mongoose.connection.getClient();
  const started = new Map<number, string>();
  client.on("commandStarted", (event) => {
    started.set(event.requestId, `${event.commandName} ${String(event.command[event.commandName])}`);
  });
  const finish = (event: { requestId: number }) => {
    completed.push(started.get(event.requestId) ?? "?");
    started.delete(event.requestId);
  };
  client.on("commandSucceeded", finish);
  client.on("commandFailed", finish);
});

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
  const { user } = await userWithSession({ email: "phone.timing@example.in" });
  await User.updateOne({ _id: user._id }, { $set: { verifiedPhone: KNOWN, phone: KNOWN } });
});

describe("asking for a phone sign-in code", () => {
  it("waits for the same database work whether or not an account has the number", async () => {
    const texted = smsFilesToNow(KNOWN).length;
    // One request each first, so that every index is built and each number has its counters.
    for (const phone of [KNOWN, UNKNOWN]) expect((await ask(phone)).status).toBe(200);
    await backgroundWorkSettled();
    await Promise.all(mongoose.modelNames().map((name) => mongoose.model(name).init()));

    const workBeforeAnswer = async (phone: string) => {
      await backgroundWorkSettled();
      const from = completed.length;
      const response = await ask(phone);
      const work = completed.slice(from);
      expect(response.status).toBe(200);
      return work;
    };
    const known = await workBeforeAnswer(KNOWN);
    const unknown = await workBeforeAnswer(UNKNOWN);
    expect(known.length).toBeGreaterThan(0);
    expect(known).toEqual(unknown);
    await backgroundWorkSettled();
    expect(smsFilesToNow(KNOWN)).toHaveLength(texted + 2);
    expect(smsFilesToNow(UNKNOWN)).toEqual([]);
  });

  it("answers before the SMS is sent, and the code then arrives and signs in", async () => {
    const before = smsFilesToNow(KNOWN).length;
    const response = await ask(KNOWN);
    const textedByTheAnswer = smsFilesToNow(KNOWN).length - before;
    expect(response.status).toBe(200);
    expect(textedByTheAnswer).toBe(0);

    await backgroundWorkSettled();
    expect(await smsSentTo(KNOWN)).toHaveLength(before + 1);
    const signedIn = await postJson(
      login,
      "/api/auth/user/phone/login",
      { phone: KNOWN, otp: await latestSmsCode(KNOWN) },
      fromAddress("203.0.113.200"),
    );
    expect(signedIn.status).toBe(200);
  });
});
