import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/**
 * One counter of lib/rate-limit per rule and key (e.g. "register-ip:203.0.113.7"): the points used in a
 * fixed window, or the failures in a row of a throttle. Changed only by single-document conditional
 * updates, and created only by an insert the unique key guards, so parallel requests are counted one by
 * one on every server, the embedded one included.
 */
const limitCounterSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    count: { type: Number, required: true, min: 0 },
    /** A window's end, or when a throttle's failures are forgotten: after it the counter no longer counts. */
    expiresAt: { type: Date, required: true },
    /** Throttles only: when the next try may be made. */
    nextAttemptAt: { type: Date },
  },
  { collection: "limit_counters", versionKey: false },
);

// Removal is late on every server; the code checks expiresAt itself.
limitCounterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const LimitCounter: Model<InferSchemaType<typeof limitCounterSchema>> =
  (mongoose.models.LimitCounter as Model<InferSchemaType<typeof limitCounterSchema>>) ||
  mongoose.model("LimitCounter", limitCounterSchema);
