import { conversationOfGuestToken, GUEST_LINK_NOT_VALID } from "@/lib/conversations/guest-link";
import { blockThread, reportThread, sendInThread } from "@/lib/conversations/actions";
import type { PostedMessage } from "@/lib/conversations/messages";
import type { Party } from "@/lib/conversations/parties";
import { openThread } from "@/lib/conversations/reads";
import type { ConversationThread } from "@/lib/conversations/serializers";
import { connectToDatabase } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { Conversation } from "@/models/Conversation";

type GuestParty = Extract<Party, { kind: "guest" }>;

/**
 * The guest a signed link stands for; a link this site did not sign (or that was changed) opens nothing. The
 * link names its one thread, so everything a guest does goes through the same actions as an account's,
 * acting on that thread only.
 */
export function guestPartyOf(token: string): GuestParty {
  const conversationId = conversationOfGuestToken(token);
  if (!conversationId) throw new NotFoundError(GUEST_LINK_NOT_VALID);
  return { kind: "guest", conversationId };
}

/**
 * The link was mailed to the thread's address, so whoever uses it reads that mailbox: from now on the
 * thread's address counts as proven (the owner no longer sees "unverified e-mail"). The form's first message
 * keeps its mark: the address's holder did not necessarily type it.
 */
async function provenGuestOf(token: string): Promise<GuestParty> {
  const party = guestPartyOf(token);
  await connectToDatabase();
  await Conversation.updateOne(
    { _id: party.conversationId, guestEmailProven: { $ne: true } },
    { $set: { guestEmailProven: true } },
    { timestamps: false },
  );
  return party;
}

export async function openGuestThread(token: string): Promise<ConversationThread> {
  const party = await provenGuestOf(token);
  return openThread(party, party.conversationId);
}

export async function replyAsGuest(token: string, text: string): Promise<PostedMessage> {
  const party = await provenGuestOf(token);
  return sendInThread(party, party.conversationId, text);
}

/** The guest reports their thread to the admins, exactly as an account's report. */
export async function reportAsGuest(token: string, reason: string): Promise<void> {
  const party = await provenGuestOf(token);
  await reportThread(party, party.conversationId, reason);
}

/** The guest blocks the other side of their thread: no more messages either way. */
export async function blockAsGuest(token: string): Promise<void> {
  const party = await provenGuestOf(token);
  await blockThread(party, party.conversationId);
}
