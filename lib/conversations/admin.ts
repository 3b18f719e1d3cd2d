import { auditReportedRead } from "@/lib/conversations/actions";
import { threadFacts } from "@/lib/conversations/facts";
import { importLegacyEnquiries } from "@/lib/conversations/legacy";
import { THREAD_NOT_FOUND } from "@/lib/conversations/messages";
import { listInbox, openThread, THREAD_MESSAGE_LIMIT, type InboxPage } from "@/lib/conversations/reads";
import { toConversationMessage, toConversationSummary, type ConversationThread } from "@/lib/conversations/serializers";
import type { AdminActor } from "@/lib/admin/audit";
import { connectToDatabase } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { Conversation, type ConversationDoc } from "@/models/Conversation";
import { ConversationMessage } from "@/models/ConversationMessage";

/** A reported thread as an admin reads it: both sides' messages, with who wrote each, and the report. */
export type ReportedThread = ConversationThread & {
  report: { by: string; reason: string; at: string };
  messagesBySide: Array<{ id: string; text: string; sender: string; createdAt: string }>;
};

/**
 * The admins' queues: "team" = threads about listings without an owner account (the team answers them),
 * "reported" = threads either side reported, newest report first.
 */
export async function listAdminQueue(
  admin: AdminActor,
  { queue, page, limit }: { queue: "team" | "reported"; page: number; limit: number },
): Promise<InboxPage> {
  if (queue === "team") {
    await importLegacyEnquiries();
    return listInbox({ kind: "team", admin }, { page, limit });
  }
  await connectToDatabase();
  const filter = { "report.at": { $exists: true } };
  const [docs, total] = await Promise.all([
    Conversation.find(filter)
      .sort({ "report.at": -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<ConversationDoc[]>(),
    Conversation.countDocuments(filter),
  ]);
  const facts = await threadFacts(docs);
  return {
    conversations: docs.map((doc) => ({ ...toConversationSummary(doc, "owner", facts(doc)), unread: 0 })),
    total,
    page,
    limit,
    unreadTotal: 0,
  };
}

/**
 * An admin opens a thread: the team's own as their inbox (marked read), or a reported one, read-only and
 * written to the audit log. Any other thread is a 404: admins do not read people's conversations.
 */
export async function openThreadAsAdmin(admin: AdminActor, id: string): Promise<ConversationThread | ReportedThread> {
  await connectToDatabase();
  const thread = await Conversation.findById(id).lean<ConversationDoc>();
  if (!thread) throw new NotFoundError(THREAD_NOT_FOUND);
  if (!thread.owner) return openThread({ kind: "team", admin }, id);
  if (!thread.report?.at) throw new NotFoundError(THREAD_NOT_FOUND);
  await auditReportedRead(admin, id);
  const messages = await ConversationMessage.find({ conversation: thread._id })
    .sort({ createdAt: 1, _id: 1 })
    .limit(THREAD_MESSAGE_LIMIT)
    .lean();
  const facts = await threadFacts([thread]);
  return {
    ...toConversationSummary(thread, "owner", facts(thread)),
    unread: 0,
    canShareNumber: false,
    messages: messages.map((m) => ({ ...toConversationMessage(m, "owner"), mine: false })),
    messagesBySide: messages.map((m) => ({
      id: String(m._id),
      text: m.text,
      sender: m.sender,
      createdAt: new Date(m.createdAt).toISOString(),
    })),
    report: {
      by: thread.report.by ?? "",
      reason: thread.report.reason ?? "",
      at: new Date(thread.report.at).toISOString(),
    },
  };
}
