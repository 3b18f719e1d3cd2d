import { threadFacts } from "@/lib/conversations/facts";
import { THREAD_NOT_FOUND } from "@/lib/conversations/messages";
import { partyFilter, sideOf, type Party } from "@/lib/conversations/parties";
import {
  toConversationMessage,
  toConversationSummary,
  type ConversationSummary,
  type ConversationThread,
} from "@/lib/conversations/serializers";
import { connectToDatabase } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { Conversation, type ConversationDoc } from "@/models/Conversation";
import { ConversationMessage } from "@/models/ConversationMessage";

/** The most messages a thread shows at once (the newest). */
export const THREAD_MESSAGE_LIMIT = 500;

export type InboxPage = {
  conversations: ConversationSummary[];
  total: number;
  page: number;
  limit: number;
  unreadTotal: number;
};

/** The thread if the party is part of it (else 404, the same answer as for no thread), with their side. */
export async function threadForParty(
  party: Party,
  id: string,
): Promise<{ thread: ConversationDoc; side: "enquirer" | "owner" }> {
  await connectToDatabase();
  const thread = await Conversation.findOne({ $and: [{ _id: id }, partyFilter(party)] }).lean<ConversationDoc>();
  const side = thread ? sideOf(thread, party) : null;
  if (!thread || !side) throw new NotFoundError(THREAD_NOT_FOUND);
  return { thread, side };
}

/** The party's threads, newest message first, one page at a time, each with its unread count. */
export async function listInbox(party: Party, { page, limit }: { page: number; limit: number }): Promise<InboxPage> {
  await connectToDatabase();
  const filter = partyFilter(party);
  const [docs, total, unreadTotal] = await Promise.all([
    Conversation.find(filter)
      .sort({ lastMessageAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<ConversationDoc[]>(),
    Conversation.countDocuments(filter),
    unreadCount(party),
  ]);
  const facts = await threadFacts(docs);
  const conversations = docs.flatMap((doc) => {
    const side = sideOf(doc, party);
    return side ? [toConversationSummary(doc, side, facts(doc))] : [];
  });
  return { conversations, total, page, limit, unreadTotal };
}

/** Threads summed into the header's count are capped: past this, the count is "many" anyway. */
const UNREAD_SCAN_LIMIT = 1000;

/** How many messages wait unread for the party, over all their threads. */
export async function unreadCount(party: Party): Promise<number> {
  await connectToDatabase();
  const sides: Array<{ filter: Record<string, unknown>; side: "enquirer" | "owner" }> =
    party.kind === "user"
      ? [
          { filter: { enquirer: party.userId, "unread.enquirer": { $gt: 0 } }, side: "enquirer" },
          { filter: { owner: party.userId, "unread.owner": { $gt: 0 } }, side: "owner" },
        ]
      : party.kind === "team"
        ? [{ filter: { owner: { $exists: false }, "unread.owner": { $gt: 0 } }, side: "owner" }]
        : [{ filter: { _id: party.conversationId, "unread.enquirer": { $gt: 0 } }, side: "enquirer" }];
  const counts = await Promise.all(
    sides.map(async ({ filter, side }) => {
      const docs = await Conversation.find(filter, { unread: 1 }).limit(UNREAD_SCAN_LIMIT).lean<ConversationDoc[]>();
      return docs.reduce((sum, doc) => sum + (doc.unread?.[side] ?? 0), 0);
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * The thread with its messages, as the party sees it, and marks it read for their side. The count is reset
 * only if no message arrived since the thread was read, so a message that came in between stays unread.
 */
export async function openThread(party: Party, id: string): Promise<ConversationThread> {
  const { thread, side } = await threadForParty(party, id);
  const newest = await ConversationMessage.find({ conversation: thread._id })
    .sort({ createdAt: -1, _id: -1 })
    .limit(THREAD_MESSAGE_LIMIT)
    .lean();
  if ((thread.unread?.[side] ?? 0) > 0) {
    await Conversation.updateOne(
      { _id: thread._id, lastMessageAt: thread.lastMessageAt },
      { $set: { [`unread.${side}`]: 0 } },
      { timestamps: false },
    );
  }
  const facts = await threadFacts([thread]);
  return {
    ...toConversationSummary(thread, side, facts(thread)),
    unread: 0,
    messages: newest.reverse().map((m) => toConversationMessage(m, side)),
  };
}
