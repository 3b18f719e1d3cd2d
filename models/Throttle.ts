import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/**
 * Failed attempts counted against one thing (an account, a browser, a client address; lib/rate-limit's
 * throttles): how many in a row, when the next try may be made, and when the count is forgotten. One
 * document per key, changed only by conditional updates so parallel requests cannot both slip through.
 */
const throttleSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    failures: { type: Number, required: true, min: 0 },
    nextAttemptAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: "throttles", versionKey: false },
);

// Removal is late on every server; the code checks expiresAt itself.
throttleSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type ThrottleDoc = InferSchemaType<typeof throttleSchema> & { _id: mongoose.Types.ObjectId };

export const Throttle: Model<InferSchemaType<typeof throttleSchema>> =
  (mongoose.models.Throttle as Model<InferSchemaType<typeof throttleSchema>>) ||
  mongoose.model("Throttle", throttleSchema);
