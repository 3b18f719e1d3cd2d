import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { CODE_CHANNEL_NAMES, CODE_PURPOSES } from "@/domain/otp/options";

/**
 * The one live code per channel, address, purpose and subject (lib/otp): an e-mail address or a mobile
 * number in E.164, what the code is for, and whom it concerns besides the address (the account verifying a
 * number, the submitted listing whose number it is; empty otherwise). Only a keyed hash of the code is
 * stored; a new code replaces the old one, and a used, exhausted or expired code is deleted.
 *
 * Replaces the collections `otps` (e-mail codes) and `phoneotps` (SMS codes), which nothing reads any more.
 */
const oneTimeCodeSchema = new Schema(
  {
    channel: { type: String, enum: CODE_CHANNEL_NAMES, required: true },
    address: { type: String, required: true },
    purpose: { type: String, enum: CODE_PURPOSES, required: true },
    subject: { type: String, default: "" },
    codeHash: { type: String, required: true },
    /** Guesses so far, each counted before it is compared; the code is deleted at the channel's limit. */
    attempts: { type: Number, default: 0 },
    /** Set once the right code was entered where a proof is handed out (a registration's next step needs it). */
    verifiedAt: { type: Date },
    /** Keyed hash of the one-time proof handed to the browser that entered the code. */
    proofHash: { type: String },
    /** Fixed when the code is issued; checking never moves it. */
    expiresAt: { type: Date, required: true },
  },
  { collection: "one_time_codes", timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

oneTimeCodeSchema.index({ channel: 1, address: 1, purpose: 1, subject: 1 }, { unique: true });
// The server removes expired codes eventually (up to a minute late); the code checks expiresAt itself.
oneTimeCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const OneTimeCode: Model<InferSchemaType<typeof oneTimeCodeSchema>> =
  (mongoose.models.OneTimeCode as Model<InferSchemaType<typeof oneTimeCodeSchema>>) ||
  mongoose.model("OneTimeCode", oneTimeCodeSchema);
