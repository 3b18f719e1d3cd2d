import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { MESSAGE_KINDS } from "@/domain/messages/options";

const messageSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, lowercase: true },
    phone: { type: String, default: "" },
    subject: { type: String, required: true, maxlength: 200 },
    message: { type: String, required: true, maxlength: 5000 },
    /** contact = contact page, agent = a listing's Contact Agent form, report = a reported listing. */
    kind: { type: String, enum: MESSAGE_KINDS, default: "contact" },
    property: { type: Schema.Types.ObjectId, ref: "Property" },
    propertyDetails: { type: Schema.Types.Mixed },
    /** Contact Agent messages: the thread the enquiry started or continued (older ones have none). */
    conversation: { type: Schema.Types.ObjectId, ref: "Conversation" },
    /**
     * Reports only: listing, reporter e-mail and UTC day ("<listing>|<e-mail>|2026-11-23"), unique, so one
     * reporter's report of a listing is stored once a day however many requests race.
     */
    reportKey: { type: String },
  },
  { timestamps: { createdAt: "timestamp", updatedAt: "updatedAt" } },
);

messageSchema.index({ timestamp: -1 });
messageSchema.index({ property: 1, timestamp: -1 });
// Partial: other messages (and reports stored before the key existed) have none.
messageSchema.index({ reportKey: 1 }, { unique: true, partialFilterExpression: { reportKey: { $exists: true } } });

export type MessageDoc = InferSchemaType<typeof messageSchema> & { _id: mongoose.Types.ObjectId };

export const Message: Model<InferSchemaType<typeof messageSchema>> =
  (mongoose.models.Message as Model<InferSchemaType<typeof messageSchema>>) || mongoose.model("Message", messageSchema);
