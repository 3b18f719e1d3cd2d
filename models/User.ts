import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { ROLES } from "@/domain/accounts/options";

const userSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, lowercase: true, unique: true },
    phone: { type: String, default: "" },
    /**
     * The mobile number this account proved by SMS, in E.164: signs in with a code and gives its listings
     * with this contact number the "Phone verified" mark. One account per number: the newest verification
     * takes it from the account that held it (lib/phones/verification.ts).
     */
    verifiedPhone: { type: String },
    phoneVerifiedAt: { type: Date },
    picture: { type: String, default: "" },
    /** argon2id hash; absent for accounts that only ever used Google. */
    passwordHash: { type: String, select: false },
    googleId: { type: String },
    role: { type: String, enum: ROLES, default: "user" },
    isVerified: { type: Boolean, default: false },
    /**
     * The visit plan. Buying adds the plan's visits to `visitsTotal` and keeps the later expiry; booking a
     * visit counts up `visitsUsed`. `revision` and `appliedOrders` are bookkeeping for activation: every
     * change by a purchase bumps the revision (a purchase writes only over the revision it read), and the
     * order ids already applied make a repeated activation of one order a no-op.
     */
    subscription: {
      isActive: { type: Boolean, default: false },
      duration: { type: String, default: "" },
      planId: { type: String, default: "" },
      remarks: { type: String, default: "" },
      visitsTotal: { type: Number, default: 0, min: 0 },
      visitsUsed: { type: Number, default: 0, min: 0 },
      activatedAt: Date,
      expiresAt: Date,
      revision: { type: Number, default: 0 },
      appliedOrders: { type: [Schema.Types.ObjectId], default: [] },
    },
    /** Which notifications reach the person, and how (lib/notifications/options.ts); unset means on. */
    notifications: {
      messages: { email: { type: Boolean, default: true }, push: { type: Boolean, default: true } },
      alerts: { email: { type: Boolean, default: true }, push: { type: Boolean, default: true } },
      priceDrops: { email: { type: Boolean, default: true }, push: { type: Boolean, default: true } },
      // Their mail always goes: only push is stored.
      reminders: { push: { type: Boolean, default: true } },
    },
    /**
     * The language the site writes to this person in (mails, SMS, pushes); unset: the language of the page
     * the request came from (lib/i18n/request-language.ts). The site's languages, as LOCALES in
     * lib/i18n/locales.ts names them (a test keeps the two lists alike).
     */
    language: { type: String, enum: ["en", "or", "hi"] },
    /** Bumped when the password changes: sessions issued before carry an older number and end. */
    sessionVersion: { type: Number, default: 0 },
  },
  { timestamps: true },
);

userSchema.index({ googleId: 1 }, { unique: true, partialFilterExpression: { googleId: { $type: "string" } } });
userSchema.index({ createdAt: -1 });
userSchema.index(
  { verifiedPhone: 1 },
  { unique: true, partialFilterExpression: { verifiedPhone: { $type: "string" } } },
);

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };

export const User: Model<InferSchemaType<typeof userSchema>> =
  (mongoose.models.User as Model<InferSchemaType<typeof userSchema>>) || mongoose.model("User", userSchema);
