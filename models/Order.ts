import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { ORDER_STATUSES, PAYMENT_PROVIDERS } from "@/domain/payments/options";

/**
 * One checkout of a visit plan. The plan is copied from the catalogue when the order is made, so what was
 * bought never depends on the browser or on later catalogue changes. `status` goes created -> paid (or
 * created -> failed -> paid when a retry succeeds); `activated` turns true in the same transaction that
 * gives the buyer's subscription the plan, and an order found paid but not activated is finished by the
 * next verify or webhook. An offer order paid after its place lapsed and went to another buyer, with no
 * place left, is refunded (`refunded`) rather than activated, so the offer is never paid more often than
 * its cap.
 */
const orderSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: "User", required: true },
    provider: { type: String, enum: PAYMENT_PROVIDERS, required: true },
    planId: { type: String, required: true },
    planName: { type: String, required: true },
    houseVisits: { type: Number, required: true, min: 1 },
    duration: { type: String, required: true },
    /** Paise, as Razorpay charges. */
    amount: { type: Number, required: true, min: 100 },
    currency: { type: String, default: "INR" },
    receipt: { type: String, required: true },
    razorpayOrderId: { type: String, required: true },
    razorpayPaymentId: { type: String },
    status: { type: String, enum: ORDER_STATUSES, default: "created" },
    activated: { type: Boolean, default: false },
    paidAt: Date,
    activatedAt: Date,
    failureReason: { type: String, default: "" },
    /** The introductory offer whose place this order holds, when it is charged the offer price. */
    offer: String,
  },
  { timestamps: true },
);

orderSchema.index({ razorpayOrderId: 1 }, { unique: true });
// A payment settles one order only.
orderSchema.index(
  { razorpayPaymentId: 1 },
  { unique: true, partialFilterExpression: { razorpayPaymentId: { $type: "string" } } },
);
orderSchema.index({ user: 1, createdAt: -1 });

export type OrderDoc = InferSchemaType<typeof orderSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

export const Order: Model<InferSchemaType<typeof orderSchema>> =
  (mongoose.models.Order as Model<InferSchemaType<typeof orderSchema>>) || mongoose.model("Order", orderSchema);
