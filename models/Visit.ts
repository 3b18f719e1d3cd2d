import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { VISIT_STATUSES, VISIT_TIME_SLOTS } from "@/domain/visits/options";

/** A house visit a plan holder asked for; each one used a visit of the plan. */
const visitSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: "User", required: true },
    property: { type: Schema.Types.ObjectId, ref: "Property", required: true },
    /** YYYY-MM-DD in Odisha's time zone: a day, not an instant. */
    preferredDate: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    preferredTime: { type: String, enum: VISIT_TIME_SLOTS },
    note: { type: String, default: "", maxlength: 500 },
    /** The number to call about this visit: the one given when booking, else the profile's at that time. */
    phone: { type: String, default: "" },
    status: { type: String, enum: VISIT_STATUSES, default: "requested" },
    /** The agreed moment, set when the team schedules the visit. */
    scheduledFor: { type: Date },
    /** Why the team cancelled it; the buyer reads it. */
    cancelReason: { type: String, default: "", maxlength: 500 },
  },
  { timestamps: true },
);

visitSchema.index({ user: 1, createdAt: -1 });
visitSchema.index({ status: 1, preferredDate: 1 });
// The admin list: newest first, optionally of one status (_id breaks ties so paging is stable).
visitSchema.index({ createdAt: -1, _id: -1 });
visitSchema.index({ status: 1, createdAt: -1, _id: -1 });

export type VisitDoc = InferSchemaType<typeof visitSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

export const Visit: Model<InferSchemaType<typeof visitSchema>> =
  (mongoose.models.Visit as Model<InferSchemaType<typeof visitSchema>>) || mongoose.model("Visit", visitSchema);
