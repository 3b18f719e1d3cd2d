import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/**
 * One place taken in a capped introductory offer: place `slot` (1, 2, ...) of the offer named `offer`. The
 * unique index makes taking a place atomic on every server: two orders racing for the same place cannot
 * both insert it, and the loser tries the next one. A place held for an order that is not paid by
 * `heldUntil` lapses, and the next buyer takes it over with one conditional update; a paid place (`paidAt`)
 * never lapses. A place stored before holds existed has neither and stays taken.
 */
const offerSlotSchema = new Schema(
  {
    offer: { type: String, required: true },
    slot: { type: Number, required: true, min: 1 },
    user: { type: Schema.Types.ObjectId, ref: "User", required: true },
    /** The Razorpay order the place is held for, once it is made. */
    order: String,
    heldUntil: Date,
    paidAt: Date,
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

offerSlotSchema.index({ offer: 1, slot: 1 }, { unique: true });

export const OfferSlot: Model<InferSchemaType<typeof offerSlotSchema>> =
  (mongoose.models.OfferSlot as Model<InferSchemaType<typeof offerSlotSchema>>) ||
  mongoose.model("OfferSlot", offerSlotSchema);
