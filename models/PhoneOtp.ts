import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { PHONE_OTP_PURPOSES } from "@/lib/phones/options";

/**
 * The one live SMS code per number, purpose and subject (the account verifying the number, the submitted
 * listing whose number it is, none for signing in). Only a keyed hash of the code is stored; a new code
 * replaces the old one, and a used, exhausted or expired code is deleted.
 */
const phoneOtpSchema = new Schema(
  {
    phone: { type: String, required: true },
    purpose: { type: String, enum: PHONE_OTP_PURPOSES, required: true },
    subject: { type: String, default: "" },
    codeHash: { type: String, required: true },
    /** Wrong guesses so far; the code is deleted at the limit. */
    attempts: { type: Number, default: 0 },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

phoneOtpSchema.index({ phone: 1, purpose: 1, subject: 1 }, { unique: true });
// The server removes expired codes eventually; the code checks expiresAt itself.
phoneOtpSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const PhoneOtp: Model<InferSchemaType<typeof phoneOtpSchema>> =
  (mongoose.models.PhoneOtp as Model<InferSchemaType<typeof phoneOtpSchema>>) ||
  mongoose.model("PhoneOtp", phoneOtpSchema);
