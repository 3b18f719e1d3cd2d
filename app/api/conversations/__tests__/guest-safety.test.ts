import { GET as adminThread } from "@/app/api/admin/conversations/[id]/route";
import { GET as adminQueue } from "@/app/api/admin/conversations/route";
import { POST as send } from "@/app/api/conversations/[id]/messages/route";
import { GET as thread } from "@/app/api/conversations/[id]/route";
import { POST as ownerBlock } from "@/app/api/conversations/[id]/block/route";
import { POST as guestBlock } from "@/app/api/conversations/guest/block/route";
import { POST as guestReport } from "@/app/api/conversations/guest/report/route";
import { GET as guestThread, POST as guestReply } from "@/app/api/conversations/guest/route";
import { guestToken, startConversation, subscribeLive, userAudience, type LiveNudge } from "@/lib/conversations";
import { signValue } from "@/lib/signed-value";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { clearRateLimits, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { clearJobs } from "@/test/job-helpers";
import { AuditEntry } from "@/test/models";
import { authedRequest, userWithSession } from "@/test/session-helpers";
import { Conversation } from "@/models/Conversation";
import { ConversationMessage } from "@/models/ConversationMessage";

/** A signed-out enquirer reports or blocks from the signed link in their mail, like an account does. */
useTemporaryOutbox();

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
  await clearJobs();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function answer(response: Response): Promise<{ status: number; body: Json }> {
  return { status: response.status, body: (await response.json()) as Json };
}

const post = (url: string, json: unknown) => jsonRequest(url, { method: "POST", json });

const call = {
  report: (json: unknown) => guestReport(post("/api/conversations/guest/report", json), routeContext({})).then(answer),
  block: (json: unknown) => guestBlock(post("/api/conversations/guest/block", json), routeContext({})).then(answer),
  reply: (token: string, text: string) =>
    guestReply(post("/api/conversations/guest", { token, text }), routeContext({})).then(answer),
  open: (token: string) =>
    guestThread(jsonRequest(`/api/conversations/guest?token=${encodeURIComponent(token)}`), routeContext({})).then(
      answer,
    ),
  ownerSend: (cookie: string, id: string, text: string) =>
    send(
      authedRequest(`/api/conversations/${id}/messages`, cookie, { method: "POST", json: { text } }),
      routeContext({ id }),
    ).then(answer),
  ownerOpen: (cookie: string, id: string) =>
    thread(authedRequest(`/api/conversations/${id}`, cookie), routeContext({ id })).then(answer),
};

/** A by-owner listing, and a signed-out visitor's thread about it that the owner has answered. */
async function guestThreadWithOwner(email = "meera@example.in") {
  const owner = await userWithSession({ name: "Ravi Mohanty", email: `ravi-${Math.random()}@example.in` });
  const listing = await createProperty({ source: "public", postedBy: "owner", account: owner.user._id });
  const started = await startConversation(
    String(listing._id),
    { kind: "guest", email, name: "Meera Nayak" },
    "Is it free?",
  );
  expect((await call.ownerSend(owner.cookie, started.id, "Yes, it is.")).status).toBe(201);
  return { owner, id: started.id, token: guestToken(started.id) };
}

/** Everything a guest's report or block could have written. */
const snapshot = async () =>
  JSON.stringify({
    threads: await Conversation.find({}).sort({ _id: 1 }).lean(),
    messages: await ConversationMessage.countDocuments({}),
    audit: await AuditEntry.countDocuments({}),
  });

describe("a signed-out enquirer's report", () => {
  it("puts the thread in the admins' reported queue, where reading it is audited", async () => {
    const admin = await userWithSession({ role: "admin" });
    const { id, token } = await guestThreadWithOwner();

    const reported = await call.report({ token, reason: "  Asked me to pay a deposit first  " });
    expect(reported).toEqual({
      status: 200,
      body: { success: true, message: "Thank you. Our team will look at this conversation." },
    });
    expect((await call.open(token)).body.conversation).toMatchObject({ reportedByMe: true, closed: false });

    const queue = await answer(
      await adminQueue(authedRequest("/api/admin/conversations?queue=reported", admin.cookie), routeContext({})),
    );
    expect(queue.body.conversations.map((c: Json) => c.id)).toEqual([id]);
    const opened = await answer(
      await adminThread(authedRequest(`/api/admin/conversations/${id}`, admin.cookie), routeContext({ id })),
    );
    expect(opened.status).toBe(200);
    expect(opened.body.conversation.report).toMatchObject({
      by: "enquirer",
      reason: "Asked me to pay a deposit first",
    });
    expect(await AuditEntry.countDocuments({ action: "conversation.read", targetId: id })).toBe(1);

    // The first report stands.
    expect((await call.report({ token, reason: "Something else" })).status).toBe(200);
    expect((await Conversation.findById(id).lean())?.report?.reason).toBe("Asked me to pay a deposit first");
  });

  it("answers 400 to a reason that is missing, too short, too long, not text or with hidden characters, and writes nothing", async () => {
    const { token } = await guestThreadWithOwner();
    const before = await snapshot();
    const cases: Array<[unknown, RegExp]> = [
      [{ token }, /Tell us what is wrong/],
      [{ token, reason: "  " }, /Tell us what is wrong/],
      [{ token, reason: "no" }, /Tell us what is wrong/],
      [{ token, reason: "x".repeat(501) }, /under 500 characters/],
      [{ token, reason: 42 }, /Tell us what is wrong/],
      [{ token, reason: { $gt: "" } }, /Tell us what is wrong/],
      [{ token, reason: "Rude\u202e message" }, /cannot be shown/],
      [{ token, reason: "Asked for money", blockedBy: "owner" }, /.+/],
    ];
    for (const [json, message] of cases) {
      const refused = await call.report(json);
      expect({ json, status: refused.status }).toEqual({ json, status: 400 });
      expect(JSON.stringify(refused.body)).toMatch(message);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("a signed-out enquirer's block", () => {
  it("closes the thread both ways: the owner's reply gets a clear 403 and both sides see it closed", async () => {
    const { owner, id, token } = await guestThreadWithOwner();
    const nudges: LiveNudge[] = [];
    const stop = subscribeLive(userAudience(String(owner.user._id)), (nudge) => nudges.push(nudge));
    try {
      expect(await call.block({ token })).toEqual({
        status: 200,
        body: { success: true, message: "Blocked. No more messages can be sent in this conversation." },
      });
    } finally {
      stop();
    }
    // The owner's open page is told to read the thread again, and finds it closed.
    expect(nudges).toEqual([{ conversationId: id }]);

    const ownerReply = await call.ownerSend(owner.cookie, id, "Are you still interested?");
    expect(ownerReply.status).toBe(403);
    expect(ownerReply.body.message).toBe("This conversation is closed: no more messages can be sent in it.");
    const guestAnswer = await call.reply(token, "One more thing");
    expect(guestAnswer.status).toBe(403);
    expect(guestAnswer.body.message).toMatch(/conversation is closed/);

    expect((await call.open(token)).body.conversation).toMatchObject({ closed: true, blockedByMe: true });
    expect((await call.ownerOpen(owner.cookie, id)).body.conversation).toMatchObject({
      closed: true,
      blockedByMe: false,
    });
    expect(await ConversationMessage.countDocuments({ conversation: id })).toBe(2);
    // Blocking again changes nothing.
    expect((await call.block({ token })).status).toBe(200);
    expect((await Conversation.findById(id).lean())?.blockedBy).toBe("enquirer");
  });

  it("tells the guest the thread is closed once the owner blocks them", async () => {
    const { owner, id, token } = await guestThreadWithOwner();
    const blocked = await ownerBlock(
      authedRequest(`/api/conversations/${id}/block`, owner.cookie, { method: "POST" }),
      routeContext({ id }),
    );
    expect(blocked.status).toBe(200);
    expect((await call.open(token)).body.conversation).toMatchObject({ closed: true, blockedByMe: false });
    const refused = await call.reply(token, "Hello?");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/conversation is closed/);
  });
});

describe("the guest's link as the key", () => {
  it("refuses a changed link, another purpose's signature or an unknown thread with a 404, and writes nothing", async () => {
    const { id, token } = await guestThreadWithOwner();
    const other = await guestThreadWithOwner("someone@example.in");
    const signature = token.slice(token.lastIndexOf("."));
    const before = await snapshot();
    const unknownThread = "0123456789abcdef01234567";
    for (const tampered of [
      `${other.id}${signature}`,
      `${token.slice(0, -2)}xx`,
      `${token}a`,
      id,
      "not-a-token",
      signValue("alert-unsubscribe", id),
    ]) {
      for (const refused of [
        await call.report({ token: tampered, reason: "Asked for money" }),
        await call.block({ token: tampered }),
      ]) {
        expect({ tampered, ...refused }).toEqual({
          tampered,
          status: 404,
          body: { success: false, message: "This conversation link is not valid." },
        });
      }
    }
    // Signed by the site, but for a thread that is not there.
    expect((await call.report({ token: guestToken(unknownThread), reason: "Asked for money" })).status).toBe(404);
    expect((await call.block({ token: guestToken(unknownThread) })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it("acts on its own thread only", async () => {
    const mine = await guestThreadWithOwner();
    const other = await guestThreadWithOwner("someone@example.in");
    expect((await call.report({ token: mine.token, reason: "Asked for money" })).status).toBe(200);
    expect((await call.block({ token: mine.token })).status).toBe(200);
    const untouched = await Conversation.findById(other.id).lean();
    expect(untouched?.report).toBeUndefined();
    expect(untouched?.blockedBy).toBeUndefined();
    expect((await call.ownerSend(other.owner.cookie, other.id, "Still open")).status).toBe(201);
  });
});
