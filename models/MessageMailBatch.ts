import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { SIDES } from "@/domain/conversations/options";

/**
 * One unread-message mail in the making: the first message a recipient leaves unread in a thread opens a
 * batch, due a few minutes later; messages arriving before it is due join it. Only one batch per thread and
 * recipient may be pending (a partial unique index), which is what makes it one mail however many messages
 * come in. Done batches are kept as the record of what was mailed.
 */
const messageMailBatchSchema = new Schema(
  {
    conversation: { type: Schema.Types.ObjectId, ref: "Conversation", required: true },
    recipient: { type: Schema.Types.ObjectId, ref: "User", required: true },
    /** The recipient's side of the thread, whose unread count decides. */
    side: { type: String, enum: SIDES, required: true },
    state: { type: String, enum: ["pending", "sent", "skipped"], default: "pending" },
    dueAt: { type: Date, required: true },
    /** How many unread messages the mail was about. */
    messageCount: { type: Number, default: 0 },
    doneAt: Date,
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

messageMailBatchSchema.index(
  { conversation: 1, recipient: 1 },
  { unique: true, partialFilterExpression: { state: "pending" } },
);
messageMailBatchSchema.index({ recipient: 1, createdAt: -1 });

export const MessageMailBatch: Model<InferSchemaType<typeof messageMailBatchSchema>> =
  (mongoose.models.MessageMailBatch as Model<InferSchemaType<typeof messageMailBatchSchema>>) ||
  mongoose.model("MessageMailBatch", messageMailBatchSchema);
