import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/**
 * One listing that matched one saved search. Unique per (search, listing): a listing that is approved
 * twice, edited or re-activated matches again but makes no second entry, so it is mailed about once, ever.
 * `state`: pending until it is mailed (at once, or in the next daily digest), then sent; skipped when the
 * search was paused or deleted, or the listing went away, before its mail.
 */
const alertMatchSchema = new Schema({
  savedSearch: { type: Schema.Types.ObjectId, ref: "SavedSearch", required: true },
  listing: { type: Schema.Types.ObjectId, ref: "Property", required: true },
  user: { type: Schema.Types.ObjectId, ref: "User", required: true },
  matchedAt: { type: Date, required: true },
  state: { type: String, enum: ["pending", "sent", "skipped"], default: "pending" },
  sentAt: { type: Date },
});

alertMatchSchema.index({ savedSearch: 1, listing: 1 }, { unique: true });
alertMatchSchema.index({ state: 1, matchedAt: 1 });
alertMatchSchema.index({ listing: 1 });

export const AlertMatch: Model<InferSchemaType<typeof alertMatchSchema>> =
  (mongoose.models.AlertMatch as Model<InferSchemaType<typeof alertMatchSchema>>) ||
  mongoose.model("AlertMatch", alertMatchSchema);
