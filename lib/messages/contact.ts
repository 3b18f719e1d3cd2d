import type { z } from "zod";
import { connectToDatabase } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { toMessageRecord, type MessageRecord } from "@/lib/messages/serializers";
import { consumeOrRefuse, LIMITS, tooManyFromNetwork } from "@/lib/rate-limit";
import type { createMessageSchema } from "@/lib/validation/message";
import { Message } from "@/models/Message";

/** Stores a visitor's message from the contact page; no account is needed, so each address is capped. */
export async function sendContactMessage(input: z.output<typeof createMessageSchema>, clientIp: string): Promise<void> {
  await consumeOrRefuse([{ rule: LIMITS.contactMessagePerIp, key: clientIp }], tooManyFromNetwork("messages"));
  await connectToDatabase();
  await Message.create({ ...input, kind: "contact" });
}

export type MessagePage = { data: MessageRecord[]; total: number; page: number; limit: number };

/** Every message (contact page, agent forms, reports), newest first, one page at a time. */
export async function listMessages({ page, limit }: { page: number; limit: number }): Promise<MessagePage> {
  await connectToDatabase();
  const [docs, total] = await Promise.all([
    Message.find({})
      .sort({ timestamp: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean(),
    Message.countDocuments(),
  ]);
  return { data: docs.map(toMessageRecord), total, page, limit };
}

/** Removes one message; 404 when there is none with that id. */
export async function deleteMessage(id: string): Promise<void> {
  await connectToDatabase();
  const { deletedCount } = await Message.deleteOne({ _id: id });
  if (!deletedCount) throw new NotFoundError("Message not found");
}
