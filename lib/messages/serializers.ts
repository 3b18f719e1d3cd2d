import type { MessageKind } from "@/domain/messages/options";
import type { MessageDoc } from "@/models/Message";

/** A stored message as the admins read it: plain values, string ids, ISO dates. */
export type MessageRecord = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  kind: MessageKind;
  /** The listing an agent message or report is about. */
  property?: string;
  /** The listing's facts as they were when the message was written. */
  propertyDetails?: Record<string, unknown>;
  timestamp: string;
  updatedAt: string;
};

/** Listing snapshots may hold the listing's id as an ObjectId; it leaves as a string like every id. */
function plainDetails(details: unknown): Record<string, unknown> | undefined {
  if (!details || typeof details !== "object") return undefined;
  const plain = { ...(details as Record<string, unknown>) };
  if (plain.id !== undefined && plain.id !== null) plain.id = String(plain.id);
  return plain;
}

export function toMessageRecord(doc: MessageDoc): MessageRecord {
  return {
    _id: String(doc._id),
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    subject: doc.subject,
    message: doc.message,
    kind: doc.kind,
    property: doc.property ? String(doc.property) : undefined,
    propertyDetails: plainDetails(doc.propertyDetails),
    timestamp: new Date(doc.timestamp).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}
