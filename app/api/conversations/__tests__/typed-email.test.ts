import { POST as contactAgent } from "@/app/api/contact-agent/route";
import { GET as inbox, POST as start } from "@/app/api/conversations/route";
import { GET as thread } from "@/app/api/conversations/[id]/route";
import { POST as block } from "@/app/api/conversations/[id]/block/route";
import { GET as guestThread } from "@/app/api/conversations/guest/route";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { clearRateLimits, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { clearJobs, jobsNamed } from "@/test/job-helpers";
import { Message } from "@/test/models";
import { authedRequest, sessionCookieFor, userWithSession } from "@/test/session-helpers";
import { Conversation } from "@/models/Conversation";
import { ConversationMessage } from "@/models/ConversationMessage";
import type { UserDoc } from "@/models/User";

// What an e-mail address typed into the signed-out Contact form can and cannot do: it never joins or
// continues anyone's thread, never shows as anyone's words, and a block holds whatever door is used.

useTemporaryOutbox();

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
  await clearJobs();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const answer = async (response: Response): Promise<{ status: number; body: Json }> => ({
  status: response.status,
  body: (await response.json()) as Json,
});

const asAccount = {
  start: (cookie: string, propertyId: string, message: string) =>
    start(
      authedRequest("/api/conversations", cookie, { method: "POST", json: { propertyId, message } }),
      routeContext({}),
    ).then(answer),
  inbox: (cookie: string) => inbox(authedRequest("/api/conversations", cookie), routeContext({})).then(answer),
  thread: (cookie: string, id: string) =>
    thread(authedRequest(`/api/conversations/${id}`, cookie), routeContext({ id })).then(answer),
  block: (cookie: string, id: string) =>
    block(authedRequest(`/api/conversations/${id}/block`, cookie, { method: "POST" }), routeContext({ id })).then(
      answer,
    ),
};

/** The signed-out Contact form, with whatever e-mail address the visitor types. */
const signedOutEnquiry = (propertyId: string, email: string, message: string) =>
  contactAgent(
    jsonRequest("/api/contact-agent", {
      method: "POST",
      json: { name: "Someone Else", phone: "9861012345", email, message, propertyDetails: { id: propertyId } },
    }),
    routeContext({}),
  ).then(answer);

async function ownersListings() {
  const owner = await userWithSession({ name: "Ravi Mohanty" });
  const first = await createProperty({ source: "public", postedBy: "owner", account: owner.user._id });
  const second = await createProperty({ source: "public", postedBy: "owner", account: owner.user._id });
  return { owner, first: String(first._id), second: String(second._id) };
}

const messagesOf = (body: Json) =>
  (body.conversation.messages as Json[]).map((m) => [m.text, m.mine, m.unverified] as const);

describe("an e-mail typed into the signed-out form", () => {
  it("never joins an account's thread: it starts its own, which the owner sees as unverified", async () => {
    const { owner, first } = await ownersListings();
    const seeker = await userWithSession({ name: "Asha Patnaik" });
    const own = await asAccount.start(seeker.cookie, first, "Is it available?");

    const forged = await signedOutEnquiry(first, seeker.user.email.toUpperCase(), "Send the deposit to upi evil@x");
    expect(forged.status).toBe(201);

    // The account's thread holds only its own message, all of it shown as its own.
    const mine = await asAccount.thread(seeker.cookie, own.body.conversation.id);
    expect(messagesOf(mine.body)).toEqual([["Is it available?", true, false]]);
    expect((await asAccount.inbox(seeker.cookie)).body.conversations).toHaveLength(1);

    // The owner sees two threads: the account's, and the form's, marked unverified.
    const owners = (await asAccount.inbox(owner.cookie)).body.conversations as Json[];
    expect(owners.map((c) => [c.lastMessage.text, c.enquirerVerified])).toEqual([
      ["Send the deposit to upi evil@x", false],
      ["Is it available?", true],
    ]);
    const formThread = await asAccount.thread(owner.cookie, owners[0].id);
    expect(formThread.body.conversation.otherName).toBe("Someone");
    expect(messagesOf(formThread.body)).toEqual([["Send the deposit to upi evil@x", false, true]]);
  });

  it("is attached to the account only at a sign-in with the address, and still not shown as the account's words", async () => {
    const { second } = await ownersListings();
    const seeker = await userWithSession({ name: "Asha Patnaik" });
    expect((await signedOutEnquiry(second, seeker.user.email, "Send the deposit to upi evil@x")).status).toBe(201);
    // Not the account's until it signs in again.
    expect((await asAccount.inbox(seeker.cookie)).body.conversations).toHaveLength(0);

    const signedIn = await sessionCookieFor(seeker.user.toObject() as UserDoc);
    const [attached] = (await asAccount.inbox(signedIn)).body.conversations as Json[];
    expect(attached.lastMessage).toMatchObject({ text: "Send the deposit to upi evil@x", mine: false });
    expect(messagesOf(await asAccount.thread(signedIn, attached.id).then((a) => a.body))).toEqual([
      ["Send the deposit to upi evil@x", false, true],
    ]);
    const continued = await asAccount.start(signedIn, second, "That was not me.");
    expect(continued.body.conversation.id).toBe(attached.id);
    expect(messagesOf((await asAccount.thread(signedIn, attached.id)).body)).toEqual([
      ["Send the deposit to upi evil@x", false, true],
      ["That was not me.", true, false],
    ]);
  });

  it("never continues another guest's thread: the same address twice makes two threads, each link its own", async () => {
    const { owner, first } = await ownersListings();
    expect((await signedOutEnquiry(first, "meera@example.in", "Is it available?")).status).toBe(201);
    expect((await signedOutEnquiry(first, "meera@example.in", "Pay me instead")).status).toBe(201);
    const threads = await Conversation.find({ guestEmail: "meera@example.in" }).sort({ createdAt: 1 }).lean();
    expect(threads).toHaveLength(2);
    for (const t of threads) expect(await ConversationMessage.countDocuments({ conversation: t._id })).toBe(1);

    // Each copy mail's link opens its own thread only.
    const copies = (await jobsNamed("mail.send"))
      .map((job) => job.data as { to: string; text: string })
      .filter((m) => m.to === "meera@example.in");
    const texts = await Promise.all(
      copies.map(async (mail) => {
        const token = new URL(mail.text.match(/https?:\/\/\S+\/messages\/guest\?token=\S+/)![0]).searchParams.get(
          "token",
        )!;
        const opened = await answer(
          await guestThread(
            jsonRequest(`/api/conversations/guest?token=${encodeURIComponent(token)}`),
            routeContext({}),
          ),
        );
        return (opened.body.conversation.messages as Json[]).map((m) => m.text);
      }),
    );
    expect(texts.sort()).toEqual([["Is it available?"], ["Pay me instead"]]);
    expect((await asAccount.inbox(owner.cookie)).body.conversations).toHaveLength(2);
  });
});

describe("a block holds whatever door the blocked person uses", () => {
  it("refuses the blocked account's address on the signed-out form and the account on the owner's other listings", async () => {
    const { owner, first, second } = await ownersListings();
    const seeker = await userWithSession({ name: "Asha Patnaik" });
    const started = await asAccount.start(seeker.cookie, first, "Hello");
    expect((await asAccount.block(owner.cookie, started.body.conversation.id)).status).toBe(200);
    const before = await Conversation.countDocuments();

    for (const listing of [first, second]) {
      const refused = await signedOutEnquiry(listing, seeker.user.email, "It's me again");
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("The owner of this listing does not accept messages from you.");
    }
    const signedIn = await asAccount.start(seeker.cookie, second, "Another listing then");
    expect(signedIn.status).toBe(403);
    expect(await Conversation.countDocuments()).toBe(before);
    expect(await Message.countDocuments({ message: { $in: ["It's me again"] } })).toBe(0);
    expect((await asAccount.inbox(owner.cookie)).body.conversations).toHaveLength(1);

    // Someone else still reaches the owner; the block is on the person, not the listing.
    expect((await signedOutEnquiry(second, "other@example.in", "Is it free?")).status).toBe(201);
    const other = await userWithSession();
    expect((await asAccount.start(other.cookie, second, "Hi")).status).toBe(201);
  });

  it("a blocked form enquiry shuts that address out of the form, but not the account that proves the address", async () => {
    const { owner, first, second } = await ownersListings();
    const victim = await userWithSession({ name: "Asha Patnaik" });
    await signedOutEnquiry(first, victim.user.email, "Abuse typed under someone's address");
    const [formThread] = (await asAccount.inbox(owner.cookie)).body.conversations as Json[];
    expect((await asAccount.block(owner.cookie, formThread.id)).status).toBe(200);

    expect((await signedOutEnquiry(second, victim.user.email, "Again")).status).toBe(403);
    // The account never proved that thread's address, so the block is not on it.
    expect((await asAccount.start(victim.cookie, second, "A real question")).status).toBe(201);
  });
});
