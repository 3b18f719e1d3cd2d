import type { Locale } from "@/lib/i18n/locales";
import { postMessage } from "@/lib/conversations/messages";
import { firstName } from "@/lib/conversations/serializers";
import { connectToDatabase } from "@/lib/db";
import { InvalidInputError, NotFoundError } from "@/lib/errors";
import { consumeOrRefuse, LIMITS, minutesText } from "@/lib/rate-limit";
import { Types } from "mongoose";
import { refuseIfBlocked } from "@/lib/conversations/blocks";
import { Conversation, type ConversationDoc } from "@/models/Conversation";
import { Property } from "@/models/Property";

export const OWN_LISTING = "This is your own listing: enquiries about it reach you in Messages.";

const tooManyThreads = (seconds: number) =>
  `You can start ${LIMITS.conversationsPerAccountDaily.points} new conversations a day. Please try again in ${minutesText(seconds)}.`;

type Enquirer =
  | { kind: "user"; userId: string; name: string }
  /** `language`: the page the enquiry was sent from, for the mails the guest gets about the thread. */
  | { kind: "guest"; email: string; name: string; language?: Locale };

/** An account's thread about the listing, if it has one (a guest thread attached to it counts too). */
async function accountThread(propertyId: string, userId: string): Promise<ConversationDoc | null> {
  return Conversation.findOne({
    property: propertyId,
    $or: [{ enquirerKey: `user:${userId}` }, { enquirer: userId }],
  })
    .sort({ createdAt: 1 })
    .lean<ConversationDoc>();
}

export type StartedConversation = { id: string; created: boolean; routedTo: "owner" | "team" };

/**
 * An enquiry about a listing. An account's starts its thread with the listing's owner account (or the team),
 * or continues the one it has; the unique (listing, enquirer) index makes racing first enquiries meet in one
 * thread, and a new thread counts against the account's daily allowance. A signed-out enquiry always starts
 * a thread of its own: the e-mail it typed proves nothing, so it never joins or continues anyone's thread,
 * and its message is marked as sent from an unproven address. Refused (403) when the listing's side has
 * blocked the person, whatever door they use.
 */
export async function startConversation(
  propertyId: string,
  enquirer: Enquirer,
  text: string,
): Promise<StartedConversation> {
  await connectToDatabase();
  const listing = await Property.findOne({ _id: propertyId, isActive: true }, { account: 1, title: 1 }).lean();
  if (!listing) throw new NotFoundError("Property not found");
  if (enquirer.kind === "user" && listing.account && String(listing.account) === enquirer.userId) {
    throw new InvalidInputError(OWN_LISTING);
  }
  const ownerId = listing.account ? String(listing.account) : null;
  await refuseIfBlocked(ownerId, enquirer);
  const routedTo = ownerId ? "owner" : "team";
  if (enquirer.kind === "guest") return startGuestThread(listing, enquirer, text);

  const found = await accountThread(propertyId, enquirer.userId);
  if (found) {
    await postMessage(found, "enquirer", text, { senderUserId: enquirer.userId });
    return { id: String(found._id), created: false, routedTo: found.owner ? "owner" : "team" };
  }
  await consumeOrRefuse([{ rule: LIMITS.conversationsPerAccountDaily, key: enquirer.userId }], tooManyThreads);
  await Conversation.init();
  let thread: ConversationDoc;
  try {
    const created = await Conversation.create({
      property: listing._id,
      enquirerKey: `user:${enquirer.userId}`,
      enquirer: enquirer.userId,
      enquirerName: firstName(enquirer.name),
      owner: listing.account ?? undefined,
      lastMessageAt: new Date(),
    });
    thread = created.toObject() as ConversationDoc;
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    // A parallel first enquiry made the thread: this one continues it.
    const raced = await accountThread(propertyId, enquirer.userId);
    if (!raced) throw error;
    await postMessage(raced, "enquirer", text, { senderUserId: enquirer.userId });
    return { id: String(raced._id), created: false, routedTo };
  }
  await postFirstMessage(thread, text, { senderUserId: enquirer.userId });
  return { id: String(thread._id), created: true, routedTo };
}

/** A signed-out enquiry: a new thread keyed by its own id, its message marked as from an unproven address. */
async function startGuestThread(
  listing: { _id: Types.ObjectId; account?: Types.ObjectId | null },
  guest: Extract<Enquirer, { kind: "guest" }>,
  text: string,
): Promise<StartedConversation> {
  const id = new Types.ObjectId();
  const created = await Conversation.create({
    _id: id,
    property: listing._id,
    enquirerKey: `guest:${String(id)}`,
    guestEmail: guest.email.trim().toLowerCase(),
    guestLanguage: guest.language,
    enquirerName: firstName(guest.name),
    owner: listing.account ?? undefined,
    lastMessageAt: new Date(),
  });
  await postFirstMessage(created.toObject() as ConversationDoc, text, { addressUnproven: true });
  return { id: String(id), created: true, routedTo: listing.account ? "owner" : "team" };
}

/** A thread without its first message is not kept: the enquiry is all or nothing. */
async function postFirstMessage(
  thread: ConversationDoc,
  text: string,
  options: { senderUserId?: string; addressUnproven?: boolean },
): Promise<void> {
  try {
    await postMessage(thread, "enquirer", text, { ...options, startsThread: true });
  } catch (error) {
    await Conversation.deleteOne({ _id: thread._id, lastMessageText: "" });
    throw error;
  }
}
