import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/** E-mail addresses waiting for the launch announcement (the coming-soon page), each stored once. */
const waitlistSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

waitlistSchema.index({ email: 1 }, { unique: true });

export const Waitlist: Model<InferSchemaType<typeof waitlistSchema>> =
  (mongoose.models.Waitlist as Model<InferSchemaType<typeof waitlistSchema>>) ||
  mongoose.model("Waitlist", waitlistSchema, "waitlist");
