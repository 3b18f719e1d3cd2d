import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/**
 * The one price-drop mail a person may get in a day (India's calendar day, "2026-11-26"): claimed by
 * inserting this document (unique per person and day) before the mail goes, and marked sent after it.
 */
const priceDropMailDaySchema = new Schema({
  user: { type: Schema.Types.ObjectId, ref: "User", required: true },
  day: { type: String, required: true },
  claimedAt: { type: Date, required: true },
  sentAt: { type: Date },
});

priceDropMailDaySchema.index({ user: 1, day: 1 }, { unique: true });

export const PriceDropMailDay: Model<InferSchemaType<typeof priceDropMailDaySchema>> =
  (mongoose.models.PriceDropMailDay as Model<InferSchemaType<typeof priceDropMailDaySchema>>) ||
  mongoose.model("PriceDropMailDay", priceDropMailDaySchema, "price_drop_mail_days");
