import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { MESSAGE_KINDS, MESSAGE_MAX_LENGTH, SIDES } from "@/domain/conversations/options";

/** One message of a thread: a document of its own (no `$push` onto the thread), read in time order. */
const conversationMessageSchema = new Schema(
  {
    conversation: { type: Schema.Types.ObjectId, ref: "Conversation", required: true },
    sender: { type: String, enum: SIDES, required: true },
    /** The account that wrote it (the admin who answered for the team); unset for a guest. */
    senderUser: { type: Schema.Types.ObjectId, ref: "User" },
    kind: { type: String, enum: MESSAGE_KINDS, default: "text" },
    text: { type: String, required: true, maxlength: MESSAGE_MAX_LENGTH },
    /**
     * Sent through the signed-out form under an e-mail nobody had proven: shown as such to both sides and
     * never as the words of the account that later proves the address.
     */
    addressUnproven: { type: Boolean },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

conversationMessageSchema.index({ conversation: 1, createdAt: 1, _id: 1 });

export type ConversationMessageDoc = InferSchemaType<typeof conversationMessageSchema> & {
  _id: mongoose.Types.ObjectId;
};

export const ConversationMessage: Model<InferSchemaType<typeof conversationMessageSchema>> =
  (mongoose.models.ConversationMessage as Model<InferSchemaType<typeof conversationMessageSchema>>) ||
  mongoose.model("ConversationMessage", conversationMessageSchema);
