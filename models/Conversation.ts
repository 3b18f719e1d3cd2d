import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { REPORT_REASON_MAX_LENGTH, SIDES } from "@/domain/conversations/options";

/**
 * One thread about one listing between its enquirer and the listing's side (the owner account, or the team
 * when `owner` is unset). `enquirerKey` ("user:<id>", or "guest:<thread id>" for an enquiry sent signed out) with the
 * listing is unique, so a second enquiry by the same account continues its thread however many requests
 * race; a signed-out enquiry always starts a thread of its own (a typed e-mail proves nothing). Unread counts are
 * kept per side (`$inc` on a new message, set to 0 when that side opens the thread).
 */
const conversationSchema = new Schema(
  {
    property: { type: Schema.Types.ObjectId, ref: "Property", required: true },
    enquirerKey: { type: String, required: true },
    /** The enquirer's account; set for guests too once they sign up with the same verified e-mail. */
    enquirer: { type: Schema.Types.ObjectId, ref: "User" },
    /** The e-mail a signed-out enquirer gave: where replies are mailed. Never shown to the other side. */
    guestEmail: { type: String, trim: true, lowercase: true },
    /**
     * The guest's address is proven: someone used the link mailed to it, or an account signed in with it. A
     * typed address proves nothing until then (docs/conversations.md, "What a typed e-mail can do").
     */
    guestEmailProven: { type: Boolean },
    /**
     * The language of the page a signed-out enquirer wrote from: their mails (copy, replies) are in it. The
     * site's languages, as LOCALES in lib/i18n/locales.ts (as User's `language`).
     */
    guestLanguage: { type: String, enum: ["en", "or", "hi"] },
    /** What the other side calls the enquirer (first name only). */
    enquirerName: { type: String, default: "", maxlength: 100 },
    /** The listing's owner account when the thread began; unset: the team answers. */
    owner: { type: Schema.Types.ObjectId, ref: "User" },
    lastMessageAt: { type: Date, required: true },
    lastMessageText: { type: String, default: "" },
    lastSender: { type: String, enum: SIDES },
    /** The last message came through the signed-out form: nobody's own words until its address is proven. */
    lastMessageUnproven: { type: Boolean },
    unread: {
      enquirer: { type: Number, default: 0, min: 0 },
      owner: { type: Number, default: 0, min: 0 },
    },
    /** Which side blocked the other: no more messages either way. */
    blockedBy: { type: String, enum: SIDES },
    blockedAt: Date,
    /** Set when either side reported the thread: only then (or for the team's own) may admins read it. */
    report: {
      by: { type: String, enum: SIDES },
      reason: { type: String, maxlength: REPORT_REASON_MAX_LENGTH },
      at: Date,
    },
    /** A stored Contact Agent message this thread was made from (older enquiries shown as threads). */
    legacyMessage: { type: Schema.Types.ObjectId, ref: "Message" },
  },
  { timestamps: true },
);

conversationSchema.index({ property: 1, enquirerKey: 1 }, { unique: true });
// Each side's inbox, newest first.
conversationSchema.index({ enquirer: 1, lastMessageAt: -1 });
conversationSchema.index({ owner: 1, lastMessageAt: -1 });
conversationSchema.index({ guestEmail: 1 }, { partialFilterExpression: { guestEmail: { $exists: true } } });
// The threads a listing's side blocked: a block holds against the person, whatever door they come through.
conversationSchema.index({ owner: 1, blockedBy: 1 }, { partialFilterExpression: { blockedBy: { $exists: true } } });
conversationSchema.index({ "report.at": -1 }, { partialFilterExpression: { "report.at": { $exists: true } } });
conversationSchema.index(
  { legacyMessage: 1 },
  { unique: true, partialFilterExpression: { legacyMessage: { $exists: true } } },
);

export type ConversationDoc = InferSchemaType<typeof conversationSchema> & { _id: mongoose.Types.ObjectId };

export const Conversation: Model<InferSchemaType<typeof conversationSchema>> =
  (mongoose.models.Conversation as Model<InferSchemaType<typeof conversationSchema>>) ||
  mongoose.model("Conversation", conversationSchema);
