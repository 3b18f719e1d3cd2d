import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { ALERT_FREQUENCIES } from "@/domain/alerts/options";

/**
 * A user's saved listing search: the list API's query string in its canonical form (lib/listings/query-string.ts),
 * how often they want to hear of new matches, and whether the alerts are paused.
 */
const savedSearchSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: "User", required: true },
    name: { type: String, required: true, trim: true },
    query: { type: String, default: "" },
    frequency: { type: String, enum: ALERT_FREQUENCIES, required: true },
    paused: { type: Boolean, default: false },
    /** When the last daily digest of this search was sent. */
    lastDigestAt: { type: Date },
    /**
     * Which of the account's MAX_SAVED_SEARCHES places this search holds (0 up to the cap): unique per user,
     * so the cap holds however many saves race (lib/alerts/searches.ts). Searches saved before slots existed
     * have none.
     */
    slot: { type: Number },
  },
  { timestamps: true },
);

savedSearchSchema.index({ user: 1, createdAt: -1 });
savedSearchSchema.index({ user: 1, slot: 1 }, { unique: true, partialFilterExpression: { slot: { $exists: true } } });
// Matching reads every active search.
savedSearchSchema.index({ paused: 1 });

export type SavedSearchDoc = InferSchemaType<typeof savedSearchSchema> & { _id: mongoose.Types.ObjectId };

export const SavedSearch: Model<InferSchemaType<typeof savedSearchSchema>> =
  (mongoose.models.SavedSearch as Model<InferSchemaType<typeof savedSearchSchema>>) ||
  mongoose.model("SavedSearch", savedSearchSchema);
