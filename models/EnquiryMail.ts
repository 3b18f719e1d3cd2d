import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/**
 * The last enquiry mail to a listing's owner about one sender: one document per listing and sender e-mail
 * (the `_id`, "listingId|email"), holding when the window in which repeats are not mailed again ends
 * (lib/owners/notify.ts). Inserting is the claim, so of racing repeats one mail is queued.
 */
const enquiryMailSchema = new Schema(
  {
    _id: { type: String, required: true },
    until: { type: Date, required: true },
  },
  { collection: "enquiry_mails", versionKey: false },
);

// Removal is late on every server; the code checks `until` itself.
enquiryMailSchema.index({ until: 1 }, { expireAfterSeconds: 0 });

export const EnquiryMail: Model<InferSchemaType<typeof enquiryMailSchema>> =
  (mongoose.models.EnquiryMail as Model<InferSchemaType<typeof enquiryMailSchema>>) ||
  mongoose.model("EnquiryMail", enquiryMailSchema);
