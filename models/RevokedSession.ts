import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/**
 * Sessions ended before their time (sign-out): the session id a cookie carries is listed here until the
 * cookie could no longer be valid anyway, so a copy of the cookie stops working at once.
 */
const revokedSessionSchema = new Schema({
  sid: { type: String, required: true, unique: true },
  expiresAt: { type: Date, required: true },
});

revokedSessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const RevokedSession: Model<InferSchemaType<typeof revokedSessionSchema>> =
  (mongoose.models.RevokedSession as Model<InferSchemaType<typeof revokedSessionSchema>>) ||
  mongoose.model("RevokedSession", revokedSessionSchema);
