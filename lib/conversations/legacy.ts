import type { QueryFilter } from "mongoose";
import { firstName } from "@/lib/conversations/serializers";
import { connectToDatabase } from "@/lib/db";
import { log } from "@/lib/log";
import { Conversation } from "@/models/Conversation";
import { ConversationMessage } from "@/models/ConversationMessage";
import { Message, type MessageDoc } from "@/models/Message";
import { Property } from "@/models/Property";

/** Older enquiries turned into threads per call: each call takes the next ones, so none waits long. */
const BATCH = 200;

/**
 * Contact Agent messages stored before conversations existed become one-message guest threads (the sender
 * known by the e-mail they gave), so owners and the team answer them like any other. The thread names the
 * message it came from (unique), so racing calls make it once; a sender who already has a thread about
 * the listing keeps that one.
 */
export async function importLegacyEnquiries(propertyIds?: string[]): Promise<number> {
  await connectToDatabase();
  await Conversation.init();
  const filter: Record<string, unknown> = {
    kind: "agent",
    conversation: { $exists: false },
    property: { $exists: true },
  };
  if (propertyIds) filter.property = { $in: propertyIds };
  const messages = await Message.find(filter as unknown as QueryFilter<MessageDoc>)
    .sort({ timestamp: 1 })
    .limit(BATCH)
    .lean<MessageDoc[]>();
  if (!messages.length) return 0;
  const listings = await Property.find(
    { _id: { $in: [...new Set(messages.map((m) => String(m.property)))] } },
    { account: 1 },
  ).lean();
  const ownerOf = new Map(listings.map((l) => [String(l._id), l.account] as const));
  let made = 0;
  for (const m of messages) {
    const at = new Date((m as { timestamp?: Date }).timestamp ?? m._id.getTimestamp());
    const email = m.email.trim().toLowerCase();
    let threadId: unknown;
    try {
      const thread = await Conversation.create({
        property: m.property!,
        enquirerKey: `guest:${email}`,
        guestEmail: email,
        enquirerName: firstName(m.name),
        owner: ownerOf.get(String(m.property)) || undefined,
        lastMessageAt: at,
        lastMessageText: m.message.slice(0, 160),
        lastSender: "enquirer",
        lastMessageUnproven: true,
        unread: { enquirer: 0, owner: 1 },
        legacyMessage: m._id,
      });
      await ConversationMessage.create({
        conversation: thread._id,
        sender: "enquirer",
        text: m.message,
        createdAt: at,
        addressUnproven: true,
      });
      threadId = thread._id;
      made += 1;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) {
        log.warn({ err: error, messageId: String(m._id) }, "An older enquiry could not be made a thread");
        continue;
      }
      const existing = await Conversation.findOne(
        { $or: [{ legacyMessage: m._id }, { property: m.property, enquirerKey: `guest:${email}` }] },
        { _id: 1 },
      ).lean();
      threadId = existing?._id;
    }
    if (threadId) {
      await Message.updateOne(
        { _id: m._id } as unknown as QueryFilter<MessageDoc>,
        { $set: { conversation: threadId } },
        {
          timestamps: false,
        },
      );
    }
  }
  return made;
}
