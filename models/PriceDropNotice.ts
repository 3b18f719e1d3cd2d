import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/**
 * One price drop that one person who saved the listing is to hear of (lib/insights/price-drops.ts). Unique
 * per person and the price span the listing stands at, so two checks of the same lowered price (two cuts in
 * a day, a check run twice) tell them once. `state`: pending until the day's mail takes it, then sent;
 * skipped when the person takes no price-drop mail.
 */
const priceDropNoticeSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: "User", required: true },
    listing: { type: Schema.Types.ObjectId, ref: "Property", required: true },
    span: { type: Schema.Types.ObjectId, ref: "PriceSpan", required: true },
    fromPrice: { type: Number, required: true },
    toPrice: { type: Number, required: true },
    state: { type: String, enum: ["pending", "sent", "skipped"], default: "pending" },
    sentAt: { type: Date },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

priceDropNoticeSchema.index({ user: 1, span: 1 }, { unique: true });
priceDropNoticeSchema.index({ user: 1, state: 1, createdAt: 1 });
priceDropNoticeSchema.index({ listing: 1 });

export const PriceDropNotice: Model<InferSchemaType<typeof priceDropNoticeSchema>> =
  (mongoose.models.PriceDropNotice as Model<InferSchemaType<typeof priceDropNoticeSchema>>) ||
  mongoose.model("PriceDropNotice", priceDropNoticeSchema, "price_drop_notices");
