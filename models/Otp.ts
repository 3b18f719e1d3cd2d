import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { OTP_PURPOSES } from "@/lib/accounts/options";

/**
 * The one live e-mail code per address and purpose. Only a keyed hash of the code is stored; a new code
 * replaces the old one, and a used, exhausted or expired code is deleted.
 */
const otpSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true },
    purpose: { type: String, enum: OTP_PURPOSES, required: true },
    codeHash: { type: String, required: true },
    /** Wrong guesses so far; the code is deleted at the limit. */
    attempts: { type: Number, default: 0 },
    /** Set once the right code was entered (the registration wizard checks the code before the password step). */
    verifiedAt: { type: Date },
    /** Keyed hash of the one-time proof handed to the browser that verified a registration code. */
    proofHash: { type: String },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

otpSchema.index({ email: 1, purpose: 1 }, { unique: true });
// The server removes expired codes eventually (up to a minute late); the code checks expiresAt itself.
otpSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type OtpDoc = InferSchemaType<typeof otpSchema> & { _id: mongoose.Types.ObjectId };

export const Otp: Model<InferSchemaType<typeof otpSchema>> =
  (mongoose.models.Otp as Model<InferSchemaType<typeof otpSchema>>) || mongoose.model("Otp", otpSchema);
