import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/**
 * One browser's Web Push subscription for one account: the push service's URL for that browser and the keys
 * its payloads are encrypted to. A browser has one endpoint, so the endpoint is unique: the same device
 * subscribing under another account moves to that account.
 */
const pushSubscriptionSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: "User", required: true },
    endpoint: { type: String, required: true },
    keys: {
      p256dh: { type: String, required: true },
      auth: { type: String, required: true },
    },
    /** When the push service said the subscription ends, if it did. */
    expiresAt: { type: Date, default: null },
  },
  { timestamps: true },
);

pushSubscriptionSchema.index({ endpoint: 1 }, { unique: true });
pushSubscriptionSchema.index({ user: 1, createdAt: -1 });

export const PushSubscription: Model<InferSchemaType<typeof pushSubscriptionSchema>> =
  (mongoose.models.PushSubscription as Model<InferSchemaType<typeof pushSubscriptionSchema>>) ||
  mongoose.model("PushSubscription", pushSubscriptionSchema);
