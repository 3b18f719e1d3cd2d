import { recordAudit, type AdminActor } from "@/lib/admin/audit";
import { onThreadChanged } from "@/lib/conversations/events";
import { postMessage, type PostedMessage } from "@/lib/conversations/messages";
import type { Party } from "@/lib/conversations/parties";
import { threadForParty } from "@/lib/conversations/reads";
import { connectToDatabase } from "@/lib/db";
import { ForbiddenError, InvalidInputError } from "@/lib/errors";
import { Conversation } from "@/models/Conversation";
import { Property } from "@/models/Property";
import { User } from "@/models/User";

export const NO_NUMBER_TO_SHARE = "Add your phone number to your profile first, then share it.";
export const ONLY_OWNERS_SHARE = "Only the listing's owner can share a number here.";
export const REPORTED = "Thank you. Our team will look at this conversation.";
export const BLOCKED = "Blocked. No more messages can be sent in this conversation.";

const senderUserId = (party: Party) =>
  party.kind === "user" ? party.userId : party.kind === "team" ? String(party.admin._id) : undefined;

/** A message from the party in a thread of theirs (404 when it is not theirs, 403 when it is closed). */
export async function sendInThread(party: Party, id: string, text: string): Promise<PostedMessage> {
  const { thread, side } = await threadForParty(party, id);
  return postMessage(thread, side, text, { senderUserId: senderUserId(party) });
}

/**
 * "Share my number": the owner of a by-owner listing sends their phone number into the thread as a message,
 * the one way a number reaches the other side (besides a plan's reveal).
 */
export async function shareNumber(party: Party, id: string): Promise<PostedMessage> {
  const { thread, side } = await threadForParty(party, id);
  if (side !== "owner" || party.kind !== "user") throw new ForbiddenError(ONLY_OWNERS_SHARE);
  const [owner, listing] = await Promise.all([
    User.findById(party.userId, { phone: 1 }).lean(),
    Property.findById(thread.property, { "owner.phone": 1, contactNumber: 1 }).lean(),
  ]);
  const phone = (owner?.phone || listing?.owner?.phone || "").trim();
  if (!phone) throw new InvalidInputError(NO_NUMBER_TO_SHARE);
  return postMessage(thread, side, `My phone number: ${phone}`, { kind: "phone", senderUserId: party.userId });
}

/**
 * Reports a thread to the admins: from now on (and only then, besides the team's own threads) an admin may
 * read it. The first report stands; reporting again changes nothing.
 */
export async function reportThread(party: Party, id: string, reason: string): Promise<void> {
  const { thread, side } = await threadForParty(party, id);
  await Conversation.updateOne(
    { _id: thread._id, "report.at": { $exists: false } },
    { $set: { report: { by: side, reason, at: new Date() } } },
    { timestamps: false },
  );
}

/**
 * Blocks the other side: no more messages either way, and both sides' open pages show the thread closed.
 * Blocking a closed thread again changes nothing.
 */
export async function blockThread(party: Party, id: string): Promise<void> {
  const { thread, side } = await threadForParty(party, id);
  const blocked = await Conversation.updateOne(
    { _id: thread._id, blockedBy: { $exists: false } },
    { $set: { blockedBy: side, blockedAt: new Date() } },
    { timestamps: false },
  );
  if (blocked.modifiedCount) await onThreadChanged(thread);
}

/**
 * Gives the enquiries made signed out with the account's e-mail to the account, once that address is
 * verified (an unverified account never takes a thread, whatever address it typed). Signing in with the
 * address proves it, so the threads' address counts as proven from now on; the messages sent through the
 * form before stay marked as unproven (someone else may have typed them). Answers how many.
 */
export async function attachGuestConversations(userId: string): Promise<number> {
  await connectToDatabase();
  const user = await User.findById(userId, { email: 1, isVerified: 1 }).lean();
  if (!user?.isVerified || !user.email) return 0;
  const result = await Conversation.updateMany(
    { guestEmail: user.email.toLowerCase(), enquirer: { $exists: false } },
    { $set: { enquirer: user._id, guestEmailProven: true } },
    { timestamps: false },
  );
  return result.modifiedCount;
}

/** Logged for every admin read of a thread that is not the team's own (a reported one). */
export async function auditReportedRead(admin: AdminActor, conversationId: string): Promise<void> {
  await recordAudit(admin, "conversation.read", { type: "conversation", id: conversationId });
}
