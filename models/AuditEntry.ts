import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

export const AUDIT_ACTIONS = [
  "user.update",
  "user.subscription",
  "user.plan-grant",
  "user.delete",
  "listing.create",
  "listing.update",
  "listing.approve",
  "listing.deactivate",
  "listing.delete",
  "listing.reject",
  "message.delete",
  "visit.update",
  "conversation.read",
  "locality.centre",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = ["user", "listing", "message", "visit", "conversation", "locality"] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/**
 * One admin write: who did it, to what, and the fields it changed (before and after). The actor's name and
 * e-mail are copied in so the entry still reads correctly after that account is renamed or deleted.
 */
const auditEntrySchema = new Schema(
  {
    actor: {
      id: { type: Schema.Types.ObjectId, ref: "User", required: true },
      name: { type: String, default: "" },
      email: { type: String, default: "" },
    },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    targetType: { type: String, enum: AUDIT_TARGETS, required: true },
    targetId: { type: String, required: true },
    /** `{ field: { before, after } }` for the fields the write changed. */
    changes: { type: Schema.Types.Mixed, default: {} },
  },
  { timestamps: { createdAt: true, updatedAt: false }, minimize: false },
);

auditEntrySchema.index({ createdAt: -1, _id: -1 });
auditEntrySchema.index({ targetType: 1, targetId: 1, createdAt: -1 });

export const AuditEntry: Model<InferSchemaType<typeof auditEntrySchema>> =
  (mongoose.models.AuditEntry as Model<InferSchemaType<typeof auditEntrySchema>>) ||
  mongoose.model("AuditEntry", auditEntrySchema);
