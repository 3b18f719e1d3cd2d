import { onNewMessage } from "@/lib/conversations/events";
import { otherSide, type ConversationMessageKind, type Side } from "@/domain/conversations/options";
import { connectToDatabase } from "@/lib/db";
import { isLocale } from "@/lib/i18n/locales";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { consumeOrRefuse, LIMITS, minutesText } from "@/lib/rate-limit";
import { Conversation, type ConversationDoc } from "@/models/Conversation";
import { ConversationMessage } from "@/models/ConversationMessage";
import { Property } from "@/models/Property";

export const CONVERSATION_CLOSED = "This conversation is closed: no more messages can be sent in it.";
export const THREAD_NOT_FOUND = "Conversation not found";

const tooManyInThread = (seconds: number) =>
  `You are sending messages too quickly. Please wait ${minutesText(seconds)}.`;

/** How much of the last message the inbox shows. */
const PREVIEW_LENGTH = 160;

export type PostedMessage = { id: string; createdAt: Date };

/**
 * Adds a message to a thread on the sender's side and tells the other side (`onNewMessage`). The thread is
 * bumped first by one update that only matches an open thread, so a blocked thread takes no message, and
 * the message is checked before anything is written, so nothing is stored half. Limited per thread and side.
 */
export async function postMessage(
  thread: ConversationDoc,
  sender: Side,
  text: string,
  options: {
    kind?: ConversationMessageKind;
    senderUserId?: string;
    startsThread?: boolean;
    /** Sent through the signed-out form: the typed address is nobody's proven one. */
    addressUnproven?: boolean;
  } = {},
): Promise<PostedMessage> {
  await connectToDatabase();
  if (thread.blockedBy) throw new ForbiddenError(CONVERSATION_CLOSED);
  const message = new ConversationMessage({
    conversation: thread._id,
    sender,
    senderUser: options.senderUserId,
    kind: options.kind ?? "text",
    text,
    addressUnproven: options.addressUnproven || undefined,
  });
  await message.validate();
  await consumeOrRefuse([{ rule: LIMITS.messagesPerThreadMinute, key: `${thread._id}|${sender}` }], tooManyInThread);
  const now = new Date();
  message.set("createdAt", now);
  const bumped = await Conversation.updateOne(
    { _id: thread._id, blockedBy: { $exists: false } },
    {
      $set: {
        lastMessageAt: now,
        lastMessageText: text.slice(0, PREVIEW_LENGTH),
        lastSender: sender,
        lastMessageUnproven: Boolean(options.addressUnproven),
      },
      $inc: { [`unread.${otherSide(sender)}`]: 1 },
    },
  );
  if (!bumped.matchedCount) {
    const still = await Conversation.exists({ _id: thread._id });
    throw still ? new ForbiddenError(CONVERSATION_CLOSED) : new NotFoundError(THREAD_NOT_FOUND);
  }
  await message.save();
  const listing = await Property.findById(thread.property, { title: 1 }).lean();
  await onNewMessage({
    conversationId: String(thread._id),
    propertyId: String(thread.property),
    listingTitle: listing?.title ?? "your enquiry",
    messageId: String(message._id),
    sender,
    text,
    createdAt: now,
    startsThread: options.startsThread ?? false,
    enquirer: {
      userId: thread.enquirer ? String(thread.enquirer) : undefined,
      guestEmail: thread.guestEmail ?? undefined,
      language: isLocale(thread.guestLanguage) ? thread.guestLanguage : undefined,
    },
    owner: thread.owner ? { userId: String(thread.owner) } : { team: true },
  });
  return { id: String(message._id), createdAt: now };
}
