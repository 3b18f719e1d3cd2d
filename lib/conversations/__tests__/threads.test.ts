import {
  attachGuestConversations,
  blockThread,
  listInbox,
  openThread,
  sendInThread,
  startConversation,
  subscribeLive,
  unreadCount,
  userAudience,
  type LiveNudge,
} from "@/lib/conversations";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { User } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";
import { Conversation } from "@/models/Conversation";
import { ConversationMessage } from "@/models/ConversationMessage";

useTemporaryOutbox();

beforeAll(resetDatabase);

async function ownedListing() {
  const owner = await userWithSession({ name: "Ravi Mohanty" });
  const listing = await createProperty({ source: "public", account: owner.user._id, postedBy: "owner" });
  return { owner, listing };
}

describe("conversations", () => {
  it("keeps one thread per enquirer and listing, even when first enquiries race", async () => {
    const { listing } = await ownedListing();
    const seeker = await userWithSession({ name: "Asha Patnaik" });
    const party = { kind: "user", userId: String(seeker.user._id), name: "Asha Patnaik" } as const;
    const started = await Promise.all(
      [1, 2, 3].map((n) => startConversation(String(listing._id), party, `Is it available? (${n})`)),
    );
    expect(new Set(started.map((s) => s.id)).size).toBe(1);
    expect(started.filter((s) => s.created)).toHaveLength(1);
    expect(await Conversation.countDocuments({ property: listing._id })).toBe(1);
    expect(await ConversationMessage.countDocuments({ conversation: started[0].id })).toBe(3);
  });

  it("counts unread messages per side, clears them when the thread is opened, and nudges the recipient", async () => {
    const { owner, listing } = await ownedListing();
    const seeker = await userWithSession({ name: "Asha Patnaik" });
    const ownerParty = { kind: "user", userId: String(owner.user._id) } as const;
    const nudges: LiveNudge[] = [];
    const stop = subscribeLive(userAudience(String(owner.user._id)), (n) => nudges.push(n));
    const { id } = await startConversation(
      String(listing._id),
      { kind: "user", userId: String(seeker.user._id), name: "Asha Patnaik" },
      "Hello",
    );
    stop();
    expect(nudges).toEqual([{ conversationId: id }]);
    expect(await unreadCount(ownerParty)).toBe(1);
    const inbox = await listInbox(ownerParty, { page: 1, limit: 20 });
    expect(inbox.conversations[0]).toMatchObject({ id, otherName: "Asha", unread: 1, side: "owner" });
    const thread = await openThread(ownerParty, id);
    expect(thread.messages).toEqual([expect.objectContaining({ text: "Hello", mine: false })]);
    expect(await unreadCount(ownerParty)).toBe(0);
  });

  it("takes no message in either direction once blocked", async () => {
    const { owner, listing } = await ownedListing();
    const seeker = await userWithSession();
    const seekerParty = { kind: "user", userId: String(seeker.user._id) } as const;
    const { id } = await startConversation(String(listing._id), { ...seekerParty, name: "S" }, "Hi");
    await blockThread({ kind: "user", userId: String(owner.user._id) }, id);
    await expect(sendInThread(seekerParty, id, "Hello?")).rejects.toThrow(/closed/);
    await expect(sendInThread({ kind: "user", userId: String(owner.user._id) }, id, "Hi")).rejects.toThrow(/closed/);
    expect(await ConversationMessage.countDocuments({ conversation: id })).toBe(1);
  });

  it("gives a guest's threads to the account that later verifies the same e-mail", async () => {
    const { listing } = await ownedListing();
    const email = `guest-${Date.now()}@example.in`;
    const { id } = await startConversation(String(listing._id), { kind: "guest", email, name: "Guest" }, "Hi");
    const unverified = await User.create({ name: "Not Yet", email, isVerified: false });
    expect(await attachGuestConversations(String(unverified._id))).toBe(0);
    await User.updateOne({ _id: unverified._id }, { $set: { isVerified: true } });
    expect(await attachGuestConversations(String(unverified._id))).toBe(1);
    const inbox = await listInbox({ kind: "user", userId: String(unverified._id) }, { page: 1, limit: 20 });
    expect(inbox.conversations.map((c) => c.id)).toEqual([id]);
  });
});
