import { POST as contactAgent } from "@/app/api/contact-agent/route";
import { GET as adminThread } from "@/app/api/admin/conversations/[id]/route";
import { GET as adminQueue } from "@/app/api/admin/conversations/route";
import { POST as adminReply } from "@/app/api/admin/conversations/[id]/messages/route";
import { GET as inbox, POST as start } from "@/app/api/conversations/route";
import { GET as thread } from "@/app/api/conversations/[id]/route";
import { POST as send } from "@/app/api/conversations/[id]/messages/route";
import { POST as block } from "@/app/api/conversations/[id]/block/route";
import { POST as report } from "@/app/api/conversations/[id]/report/route";
import { POST as shareNumber } from "@/app/api/conversations/[id]/share-number/route";
import { GET as guestThread, POST as guestReply } from "@/app/api/conversations/guest/route";
import { GET as unread } from "@/app/api/conversations/unread/route";
import { GET as stream } from "@/app/api/conversations/stream/route";
import { LIMITS } from "@/lib/rate-limit";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { clearRateLimits, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { clearJobs, jobsNamed } from "@/test/job-helpers";
import { AuditEntry, Message, User } from "@/test/models";
import { authedRequest, sessionCookieFor, userWithSession } from "@/test/session-helpers";
import { Conversation } from "@/models/Conversation";
import { ConversationMessage } from "@/models/ConversationMessage";
import type { UserDoc } from "@/models/User";

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

const call = {
  start: (cookie: string, json: unknown) =>
    start(authedRequest("/api/conversations", cookie, { method: "POST", json }), routeContext({})).then(answer),
  inbox: (cookie: string, query = "") =>
    inbox(authedRequest(`/api/conversations${query}`, cookie), routeContext({})).then(answer),
  thread: (cookie: string, id: string) =>
    thread(authedRequest(`/api/conversations/${id}`, cookie), routeContext({ id })).then(answer),
  send: (cookie: string, id: string, json: unknown) =>
    send(
      authedRequest(`/api/conversations/${id}/messages`, cookie, { method: "POST", json }),
      routeContext({ id }),
    ).then(answer),
};

/** A by-owner listing whose owner account has a phone number. */
async function ownersListing() {
  const owner = await userWithSession({ name: "Ravi Mohanty", email: `ravi-${Date.now()}@example.in` });
  await User.updateOne({ _id: owner.user._id }, { $set: { phone: "9437012345" } });
  const listing = await createProperty({ source: "public", postedBy: "owner", account: owner.user._id });
  return { owner, listing, id: String(listing._id) };
}

/** The mails queued to one address. */
const mailsTo = async (to: string) =>
  (await jobsNamed("mail.send"))
    .map((job) => job.data as { to: string; text: string; subject: string })
    .filter((m) => m.to === to);

describe("conversations API", () => {
  it("starts a thread (201) and continues it on a second enquiry (200, same id)", async () => {
    const { id } = await ownersListing();
    const seeker = await userWithSession({ name: "Asha Patnaik" });
    const first = await call.start(seeker.cookie, { propertyId: id, message: "Is it available?" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, conversation: { id: expect.any(String), created: true } });
    const again = await call.start(seeker.cookie, { propertyId: id, message: "Can I visit on Sunday?" });
    expect(again.status).toBe(200);
    expect(again.body.conversation.id).toBe(first.body.conversation.id);
    const opened = await call.thread(seeker.cookie, first.body.conversation.id);
    expect(opened.body.conversation.messages.map((m: Json) => [m.text, m.mine])).toEqual([
      ["Is it available?", true],
      ["Can I visit on Sunday?", true],
    ]);
    expect(opened.body.conversation.messages[0].createdAt).toEqual(expect.any(String));
  });

  it("lists the owner's threads with unread counts, newest first, and marks a thread read when opened", async () => {
    const { owner, id } = await ownersListing();
    const second = await createProperty({ account: owner.user._id, title: "Second flat" });
    const a = await userWithSession({ name: "Asha Patnaik" });
    const b = await userWithSession({ name: "Bikash Sahu" });
    const older = await call.start(a.cookie, { propertyId: id, message: "One" });
    await call.start(a.cookie, { propertyId: id, message: "Two" });
    const newer = await call.start(b.cookie, { propertyId: String(second._id), message: "Three" });

    const listed = await call.inbox(owner.cookie);
    expect(listed.body.conversations.map((c: Json) => [c.id, c.unread, c.otherName])).toEqual([
      [newer.body.conversation.id, 1, "Bikash"],
      [older.body.conversation.id, 2, "Asha"],
    ]);
    expect(listed.body.unreadTotal).toBe(3);
    expect(listed.body.conversations[0].listing).toMatchObject({ title: "Second flat", price: expect.any(Number) });
    expect((await call.inbox(owner.cookie, "?limit=1&page=2")).body.conversations.map((c: Json) => c.id)).toEqual([
      older.body.conversation.id,
    ]);

    await call.thread(owner.cookie, older.body.conversation.id);
    const count = await answer(
      await unread(authedRequest("/api/conversations/unread", owner.cookie), routeContext({})),
    );
    expect(count.body.unread).toBe(1);
  });

  it("answers 404 for a thread the caller is not part of, to read it or to write in it", async () => {
    const { id } = await ownersListing();
    const seeker = await userWithSession();
    const stranger = await userWithSession();
    const { body } = await call.start(seeker.cookie, { propertyId: id, message: "Hello" });
    const threadId = body.conversation.id;
    expect((await call.thread(stranger.cookie, threadId)).status).toBe(404);
    expect((await call.send(stranger.cookie, threadId, { text: "Hi" })).status).toBe(404);
    const reported = await report(
      authedRequest(`/api/conversations/${threadId}/report`, stranger.cookie, {
        method: "POST",
        json: { reason: "Spam spam" },
      }),
      routeContext({ id: threadId }),
    );
    expect(reported.status).toBe(404);
    expect(await ConversationMessage.countDocuments({ conversation: threadId })).toBe(1);
  });

  it("never shows either side the other's e-mail address or phone number, until the owner shares it", async () => {
    const { owner, id } = await ownersListing();
    const seeker = await userWithSession({ name: "Asha Patnaik" });
    const { body } = await call.start(seeker.cookie, { propertyId: id, message: "Hello" });
    const threadId = body.conversation.id;
    const ownerView = JSON.stringify((await call.thread(owner.cookie, threadId)).body);
    const seekerView = JSON.stringify((await call.thread(seeker.cookie, threadId)).body);
    expect(ownerView).not.toContain(seeker.user.email);
    expect(seekerView).not.toContain(owner.user.email);
    expect(seekerView).not.toContain("9437012345");

    // Only the owner may share, and the number arrives as a message.
    const bySeeker = await shareNumber(
      authedRequest(`/api/conversations/${threadId}/share-number`, seeker.cookie, { method: "POST" }),
      routeContext({ id: threadId }),
    );
    expect(bySeeker.status).toBe(403);
    const shared = await shareNumber(
      authedRequest(`/api/conversations/${threadId}/share-number`, owner.cookie, { method: "POST" }),
      routeContext({ id: threadId }),
    );
    expect(shared.status).toBe(201);
    const after = await call.thread(seeker.cookie, threadId);
    expect(after.body.conversation.messages.at(-1)).toMatchObject({ kind: "phone", mine: false });
    expect(after.body.conversation.messages.at(-1).text).toContain("9437012345");
  });

  it("closes a blocked thread both ways with a clear 403", async () => {
    const { owner, id } = await ownersListing();
    const seeker = await userWithSession();
    const { body } = await call.start(seeker.cookie, { propertyId: id, message: "Hello" });
    const threadId = body.conversation.id;
    const blocked = await block(
      authedRequest(`/api/conversations/${threadId}/block`, owner.cookie, { method: "POST" }),
      routeContext({ id: threadId }),
    );
    expect(blocked.status).toBe(200);
    const fromSeeker = await call.send(seeker.cookie, threadId, { text: "Are you there?" });
    expect(fromSeeker.status).toBe(403);
    expect(fromSeeker.body.message).toMatch(/conversation is closed/);
    expect((await call.send(owner.cookie, threadId, { text: "Bye" })).status).toBe(403);
    // A new enquiry about the same listing continues the closed thread, so it is refused too.
    expect((await call.start(seeker.cookie, { propertyId: id, message: "Hello again" })).status).toBe(403);
    expect((await call.thread(seeker.cookie, threadId)).body.conversation).toMatchObject({
      closed: true,
      blockedByMe: false,
    });
    expect(await ConversationMessage.countDocuments({ conversation: threadId })).toBe(1);
  });

  it("refuses the 21st new thread of a day with a 429 naming the limit; continuing a thread is not counted", async () => {
    const seeker = await userWithSession();
    const allowance = LIMITS.conversationsPerAccountDaily.points;
    expect(allowance).toBe(20);
    const listings = await Promise.all(Array.from({ length: allowance + 1 }, () => createProperty()));
    for (const listing of listings.slice(0, allowance)) {
      expect((await call.start(seeker.cookie, { propertyId: String(listing._id), message: "Hi" })).status).toBe(201);
    }
    expect((await call.start(seeker.cookie, { propertyId: String(listings[0]._id), message: "Again" })).status).toBe(
      200,
    );
    const refused = await call.start(seeker.cookie, { propertyId: String(listings[allowance]._id), message: "Hi" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/20 new conversations a day/);
    expect(await Conversation.countDocuments({ property: listings[allowance]._id })).toBe(0);
  });

  it("limits messages per thread per minute", async () => {
    const { id } = await ownersListing();
    const seeker = await userWithSession();
    const { body } = await call.start(seeker.cookie, { propertyId: id, message: "1" });
    const threadId = body.conversation.id;
    const allowance = LIMITS.messagesPerThreadMinute.points;
    for (let n = 2; n <= allowance; n++)
      expect((await call.send(seeker.cookie, threadId, { text: `${n}` })).status).toBe(201);
    const refused = await call.send(seeker.cookie, threadId, { text: "too many" });
    expect(refused.status).toBe(429);
    expect(await ConversationMessage.countDocuments({ conversation: threadId })).toBe(allowance);
  });

  it.each([
    ["HTML", { text: '<img src=x onerror="alert(1)">' }, /plain text/],
    ["a 100 KB body", { text: "x".repeat(100 * 1024) }, /./],
    ["control characters", { text: "hello\u0000world" }, /cannot be shown/],
    ["bidirectional overrides", { text: "evil\u202Etxt.exe" }, /cannot be shown/],
    ["an empty message", { text: "   " }, /write a message/],
    ["an operator", { text: { $gt: "" } }, /./],
    ["an unknown field", { text: "hi", sender: "owner" }, /./],
  ])("refuses %s with a 400 and stores nothing", async (_, json, message) => {
    const { id } = await ownersListing();
    const seeker = await userWithSession();
    const { body } = await call.start(seeker.cookie, { propertyId: id, message: "Hello" });
    const refused = await call.send(seeker.cookie, body.conversation.id, json);
    expect([400, 413]).toContain(refused.status);
    expect(refused.body.message).toMatch(message);
    expect(await ConversationMessage.countDocuments({ conversation: body.conversation.id })).toBe(1);
    const { text, ...rest } = json as Json;
    const opening = await call.start(seeker.cookie, { propertyId: id, message: text, ...rest });
    expect([400, 413]).toContain(opening.status);
  });

  it("keeps links as plain text: a message is stored exactly as written", async () => {
    const { owner, id } = await ownersListing();
    const seeker = await userWithSession();
    const { body } = await call.start(seeker.cookie, {
      propertyId: id,
      message: "See https://example.com/a?b=1 & ask",
    });
    const opened = await call.thread(owner.cookie, body.conversation.id);
    expect(opened.body.conversation.messages[0].text).toBe("See https://example.com/a?b=1 & ask");
  });
});

describe("the live stream", () => {
  /** Reads the stream until `pattern` appears in what has arrived; resolves with all of it. */
  async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, pattern: RegExp, sofar = "") {
    let text = sofar;
    const decoder = new TextDecoder();
    while (!pattern.test(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before ${pattern}: ${text}`);
      text += decoder.decode(value);
    }
    return text;
  }

  it("tells the owner's open page of a new message and the new unread count, and nobody else's", async () => {
    const { owner, id } = await ownersListing();
    const seeker = await userWithSession();
    const stranger = await userWithSession();
    const controller = new AbortController();
    const open = (cookie: string) =>
      stream(authedRequest("/api/conversations/stream", cookie, { signal: controller.signal }), routeContext({}));
    const ownerStream = await open(owner.cookie);
    const strangerStream = await open(stranger.cookie);
    expect(ownerStream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = ownerStream.body!.getReader();
    const strangerReader = strangerStream.body!.getReader();
    const first = await readUntil(reader, /event: unread\ndata: \{"unread":0\}/);

    const { body } = await call.start(seeker.cookie, { propertyId: id, message: "Live?" });
    const after = await readUntil(reader, /event: unread\ndata: \{"unread":1\}/, first);
    expect(after).toContain(`event: message\ndata: {"conversationId":"${body.conversation.id}"}`);
    const strangers = await readUntil(strangerReader, /event: unread/);
    controller.abort();
    expect(strangers).not.toContain(body.conversation.id);
  });

  it("answers 401 to a signed-out caller without a link, and 404 to a changed link", async () => {
    expect((await stream(jsonRequest("/api/conversations/stream"), routeContext({}))).status).toBe(401);
    expect((await stream(jsonRequest("/api/conversations/stream?token=abc.def"), routeContext({}))).status).toBe(404);
  });
});

describe("signed-out enquirers", () => {
  const guestEmail = "guest.enquirer@example.in";
  const enquire = (propertyId: string, message = "Is the flat still available?") =>
    contactAgent(
      jsonRequest("/api/contact-agent", {
        method: "POST",
        json: {
          name: "Meera Nayak",
          phone: "9861012345",
          email: guestEmail,
          message,
          propertyDetails: { id: propertyId },
        },
      }),
      routeContext({}),
    ).then(answer);

  const tokenFrom = (mail: { text: string }) => {
    const url = new URL(mail.text.match(/https?:\/\/\S+\/messages\/guest\?token=\S+/)![0]);
    return url.searchParams.get("token")!;
  };

  it("stores the enquiry as a thread, mails the guest a copy, and the owner's reply reaches them with a link that lets them answer", async () => {
    const { owner, id } = await ownersListing();
    expect((await enquire(id)).status).toBe(201);
    const [copy] = await mailsTo(guestEmail);
    expect(copy.text).toContain("Is the flat still available?");

    // The owner's mail names the enquirer by first name only, and links to the thread.
    const [ownerMail] = await mailsTo(owner.user.email);
    expect(ownerMail.text).toContain("Meera");
    expect(ownerMail.text).not.toContain(guestEmail);
    expect(ownerMail.text).not.toContain("9861012345");

    const [summary] = (await call.inbox(owner.cookie)).body.conversations;
    expect(JSON.stringify((await call.thread(owner.cookie, summary.id)).body)).not.toContain(guestEmail);
    expect((await call.send(owner.cookie, summary.id, { text: "Yes, come on Sunday." })).status).toBe(201);
    const reply = (await mailsTo(guestEmail)).find((m) => m.text.includes("Yes, come on Sunday."))!;
    const token = tokenFrom(reply);

    const opened = await answer(
      await guestThread(jsonRequest(`/api/conversations/guest?token=${encodeURIComponent(token)}`), routeContext({})),
    );
    expect(opened.status).toBe(200);
    // The form's message came from an address nobody had proven: it is nobody's own words, even here.
    expect(opened.body.conversation.messages.map((m: Json) => [m.text, m.mine, m.unverified])).toEqual([
      ["Is the flat still available?", false, true],
      ["Yes, come on Sunday.", false, false],
    ]);
    const answered = await answer(
      await guestReply(
        jsonRequest("/api/conversations/guest", { method: "POST", json: { token, text: "Great, see you then." } }),
        routeContext({}),
      ),
    );
    expect(answered.status).toBe(201);
    const ownersView = (await call.thread(owner.cookie, summary.id)).body.conversation;
    expect(ownersView.messages.at(-1)).toMatchObject({ text: "Great, see you then.", mine: false, unverified: false });
    // The mailed link was used: the address is proven from now on.
    expect(ownersView.enquirerVerified).toBe(true);
  });

  it("refuses a tampered link with a 404 that shows nothing, and a link opens only its own thread", async () => {
    const { owner, id } = await ownersListing();
    await enquire(id);
    const [summary] = (await call.inbox(owner.cookie)).body.conversations;
    await call.send(owner.cookie, summary.id, { text: "Reply" });
    const token = tokenFrom((await mailsTo(guestEmail)).find((m) => m.text.includes("Reply"))!);
    const other = await ownersListing();
    const otherThread = await Conversation.create({
      property: other.listing._id,
      enquirerKey: "guest:someone@example.in",
      guestEmail: "someone@example.in",
      owner: other.owner.user._id,
      lastMessageAt: new Date(),
    });
    const signature = token.slice(token.lastIndexOf("."));
    for (const tampered of [
      `${String(otherThread._id)}${signature}`,
      `${token.slice(0, -2)}xx`,
      `${token}a`,
      summary.id,
      "not-a-token",
    ]) {
      const refused = await answer(
        await guestThread(
          jsonRequest(`/api/conversations/guest?token=${encodeURIComponent(tampered)}`),
          routeContext({}),
        ),
      );
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ success: false, message: "This conversation link is not valid." });
      const reply = await guestReply(
        jsonRequest("/api/conversations/guest", { method: "POST", json: { token: tampered, text: "sneaky" } }),
        routeContext({}),
      );
      expect(reply.status).toBe(404);
    }
    expect(await ConversationMessage.countDocuments({ text: "sneaky" })).toBe(0);
  });

  it("gives the guest's threads to the account they sign in to with the same verified e-mail", async () => {
    const { id } = await ownersListing();
    await enquire(id);
    const account = await User.create({ name: "Meera Nayak", email: guestEmail, isVerified: true });
    // Signing in (a new session) is where threads are attached.
    const cookie = await sessionCookieFor(account.toObject() as UserDoc);
    const listed = await call.inbox(cookie);
    expect(listed.body.conversations).toHaveLength(1);
    expect(listed.body.conversations[0]).toMatchObject({ side: "enquirer", otherName: "Ravi" });
    // Asking again while signed in continues the same thread.
    const again = await call.start(cookie, { propertyId: id, message: "Me again" });
    expect(again.body.conversation.id).toBe(listed.body.conversations[0].id);
    // Only what the account wrote shows as its own: the form's message stays marked as unproven.
    const opened = await call.thread(cookie, again.body.conversation.id);
    expect(opened.body.conversation.messages.map((m: Json) => [m.text, m.mine, m.unverified])).toEqual([
      ["Is the flat still available?", false, true],
      ["Me again", true, false],
    ]);
  });

  it("a signed-in visitor's Contact Agent enquiry is their own thread", async () => {
    const { id } = await ownersListing();
    const seeker = await userWithSession({ name: "Asha Patnaik" });
    const sent = await contactAgent(
      authedRequest("/api/contact-agent", seeker.cookie, {
        method: "POST",
        json: {
          name: "Asha",
          phone: "9861012345",
          email: "typed@example.in",
          message: "Hello",
          propertyDetails: { id },
        },
      }),
      routeContext({}),
    );
    expect(sent.status).toBe(201);
    expect((await call.inbox(seeker.cookie)).body.conversations).toHaveLength(1);
    expect(await Message.countDocuments({ kind: "agent" })).toBe(1);
  });
});

describe("the team's inbox and reported threads", () => {
  it("lets admins answer threads of the team's listings, and read others' threads only once reported, each read audited", async () => {
    const admin = await userWithSession({ role: "admin", name: "Team Admin" });
    const seeker = await userWithSession({ name: "Asha Patnaik" });
    const teamListing = await createProperty();
    const teamThread = (await call.start(seeker.cookie, { propertyId: String(teamListing._id), message: "Team?" })).body
      .conversation.id;
    const queue = await answer(
      await adminQueue(authedRequest("/api/admin/conversations", admin.cookie), routeContext({})),
    );
    expect(queue.body.conversations.map((c: Json) => c.id)).toEqual([teamThread]);
    const replied = await adminReply(
      authedRequest(`/api/admin/conversations/${teamThread}/messages`, admin.cookie, {
        method: "POST",
        json: { text: "Yes" },
      }),
      routeContext({ id: teamThread }),
    );
    expect(replied.status).toBe(201);
    const seen = await call.thread(seeker.cookie, teamThread);
    expect(seen.body.conversation).toMatchObject({ otherName: "Odisha Homes team" });
    expect(seen.body.conversation.messages.at(-1)).toMatchObject({ text: "Yes", mine: false });

    const { id } = await ownersListing();
    const ownerThread = (await call.start(seeker.cookie, { propertyId: id, message: "Private" })).body.conversation.id;
    const read = () =>
      adminThread(
        authedRequest(`/api/admin/conversations/${ownerThread}`, admin.cookie),
        routeContext({ id: ownerThread }),
      );
    expect((await read()).status).toBe(404);
    expect(
      (
        await adminReply(
          authedRequest(`/api/admin/conversations/${ownerThread}/messages`, admin.cookie, {
            method: "POST",
            json: { text: "x" },
          }),
          routeContext({ id: ownerThread }),
        )
      ).status,
    ).toBe(404);
    await report(
      authedRequest(`/api/conversations/${ownerThread}/report`, seeker.cookie, {
        method: "POST",
        json: { reason: "Asked for money" },
      }),
      routeContext({ id: ownerThread }),
    );
    const reported = await answer(
      await adminQueue(authedRequest("/api/admin/conversations?queue=reported", admin.cookie), routeContext({})),
    );
    expect(reported.body.conversations.map((c: Json) => c.id)).toEqual([ownerThread]);
    const opened = await answer(await read());
    expect(opened.status).toBe(200);
    expect(opened.body.conversation.report).toMatchObject({ by: "enquirer", reason: "Asked for money" });
    expect(opened.body.conversation.messagesBySide).toEqual([
      expect.objectContaining({ text: "Private", sender: "enquirer" }),
    ]);
    expect(await AuditEntry.countDocuments({ action: "conversation.read", targetId: ownerThread })).toBe(1);
  });

  it("shows older stored enquiries as one-message threads", async () => {
    const admin = await userWithSession({ role: "admin" });
    const listing = await createProperty();
    await Message.create({
      name: "Old Sender",
      email: "old@example.in",
      subject: "site-visit-request",
      message: "From before threads",
      kind: "agent",
      property: String(listing._id),
    });
    const queue = await answer(
      await adminQueue(authedRequest("/api/admin/conversations", admin.cookie), routeContext({})),
    );
    expect(queue.body.conversations).toHaveLength(1);
    expect(queue.body.conversations[0]).toMatchObject({
      otherName: "Old",
      lastMessage: { text: "From before threads" },
    });
    // Listing again does not make it twice.
    await adminQueue(authedRequest("/api/admin/conversations", admin.cookie), routeContext({}));
    expect(await Conversation.countDocuments({})).toBe(1);
  });
});
