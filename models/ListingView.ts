import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/**
 * Who has already been counted as viewing a listing today: one document per listing, visitor and day
 * (a unique index), kept two days. The visitor is a keyed hash of the client's address, never the address.
 */
const listingViewSchema = new Schema({
  property: { type: Schema.Types.ObjectId, ref: "Property", required: true },
  visitor: { type: String, required: true },
  /** The UTC day, "2026-11-23". */
  day: { type: String, required: true },
  expiresAt: { type: Date, required: true },
});

listingViewSchema.index({ property: 1, visitor: 1, day: 1 }, { unique: true });
listingViewSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const ListingView: Model<InferSchemaType<typeof listingViewSchema>> =
  (mongoose.models.ListingView as Model<InferSchemaType<typeof listingViewSchema>>) ||
  mongoose.model("ListingView", listingViewSchema);
