import { postMessage } from "@/lib/conversations/messages";
import { firstName } from "@/lib/conversations/serializers";
import { connectToDatabase } from "@/lib/db";
import { InvalidInputError, NotFoundError } from "@/lib/errors";
import { consumeOrRefuse, LIMITS, minutesText } from "@/lib/rate-limit";
import { Conversation, type ConversationDoc } from "@/models/Conversation";
import { Property } from "@/models/Property";

export const OWN_LISTING = "This is your own listing: enquiries about it reach you in Messages.";

const tooManyThreads = (seconds: number) =>
  `You can start ${LIMITS.conversationsPerAccountDaily.points} new conversations a day. Please try again in ${minutesText(seconds)}.`;

type Enquirer =
  | { kind: "user"; userId: string; name: string }
  | { kind: "guest"; email: string; name: string; legacyMessage?: string };

const keyOf = (enquirer: Enquirer) =>
  enquirer.kind === "user" ? `user:${enquirer.userId}` : `guest:${enquirer.email.trim().toLowerCase()}`;

/** The enquirer's thread about the listing, if there is one (a guest thread they attached counts too). */
async function existingThread(propertyId: string, enquirer: Enquirer): Promise<ConversationDoc | null> {
  const filter =
    enquirer.kind === "user"
      ? { property: propertyId, $or: [{ enquirerKey: keyOf(enquirer) }, { enquirer: enquirer.userId }] }
      : { property: propertyId, enquirerKey: keyOf(enquirer) };
  return Conversation.findOne(filter).sort({ createdAt: 1 }).lean<ConversationDoc>();
}

export type StartedConversation = { id: string; created: boolean; routedTo: "owner" | "team" };

/**
 * An enquiry about a listing: starts the enquirer's thread with the listing's owner account (or the team),
 * or continues the one they have. The unique (listing, enquirer) index makes racing first enquiries meet in
 * one thread. A new thread counts against the account's daily allowance; continuing one does not.
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
  const routedTo = listing.account ? "owner" : "team";
  const found = await existingThread(propertyId, enquirer);
  if (found) {
    await postMessage(found, "enquirer", text, {
      senderUserId: enquirer.kind === "user" ? enquirer.userId : undefined,
    });
    return { id: String(found._id), created: false, routedTo: found.owner ? "owner" : "team" };
  }
  if (enquirer.kind === "user") {
    await consumeOrRefuse([{ rule: LIMITS.conversationsPerAccountDaily, key: enquirer.userId }], tooManyThreads);
  }
  await Conversation.init();
  let thread: ConversationDoc;
  try {
    const created = await Conversation.create({
      property: listing._id,
      enquirerKey: keyOf(enquirer),
      enquirer: enquirer.kind === "user" ? enquirer.userId : undefined,
      guestEmail: enquirer.kind === "guest" ? enquirer.email.trim().toLowerCase() : undefined,
      enquirerName: firstName(enquirer.name),
      owner: listing.account ?? undefined,
      lastMessageAt: new Date(),
      legacyMessage: enquirer.kind === "guest" ? enquirer.legacyMessage : undefined,
    });
    thread = created.toObject() as ConversationDoc;
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    // A parallel first enquiry made the thread: this one continues it.
    const raced = await existingThread(propertyId, enquirer);
    if (!raced) throw error;
    await postMessage(raced, "enquirer", text, {
      senderUserId: enquirer.kind === "user" ? enquirer.userId : undefined,
    });
    return { id: String(raced._id), created: false, routedTo };
  }
  try {
    await postMessage(thread, "enquirer", text, {
      senderUserId: enquirer.kind === "user" ? enquirer.userId : undefined,
      startsThread: true,
    });
  } catch (error) {
    // A thread without its first message is not kept: the enquiry is all or nothing.
    await Conversation.deleteOne({ _id: thread._id, lastMessageText: "" });
    throw error;
  }
  return { id: String(thread._id), created: true, routedTo };
}
