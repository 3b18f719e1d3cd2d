import type { ClientSession } from "mongoose";
import { connectToDatabase, toPlainJson } from "@/lib/db";
import { AuditEntry, type AuditAction, type AuditTarget } from "@/models/AuditEntry";
import type { UserDoc } from "@/models/User";

/** Who performs an admin write: the signed-in admin as the handler found them in the database. */
export type AdminActor = Pick<UserDoc, "_id" | "name" | "email" | "role">;

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

const plain = (value: unknown): unknown => toPlainJson(value) ?? null;

/** The fields among `keys` whose values differ between the two states (compared as JSON). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  keys: readonly string[],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of keys) {
    const was = plain(before?.[key]);
    const now = plain(after?.[key]);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

/**
 * Records one admin write. Called after the write succeeded, or inside the write's transaction (`session`),
 * so the log never shows what did not happen.
 */
export async function recordAudit(
  actor: AdminActor,
  action: AuditAction,
  target: { type: AuditTarget; id: string },
  changes: FieldChanges = {},
  session?: ClientSession,
): Promise<void> {
  await connectToDatabase();
  await new AuditEntry({
    actor: { id: actor._id, name: actor.name, email: actor.email },
    action,
    targetType: target.type,
    targetId: target.id,
    changes,
  }).save({ session });
}

export type AuditEntryJson = {
  _id: string;
  actor: { id: string; name: string; email: string };
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  changes: FieldChanges;
  createdAt: string;
};

export function toAuditEntryJson(doc: {
  _id: unknown;
  actor?: { id?: unknown; name?: string | null; email?: string | null } | null;
  action: string;
  targetType: string;
  targetId: string;
  changes?: unknown;
  createdAt?: Date | string | null;
}): AuditEntryJson {
  return {
    _id: String(doc._id),
    actor: { id: String(doc.actor?.id ?? ""), name: doc.actor?.name ?? "", email: doc.actor?.email ?? "" },
    action: doc.action as AuditAction,
    targetType: doc.targetType as AuditTarget,
    targetId: doc.targetId,
    changes: (doc.changes ?? {}) as FieldChanges,
    createdAt: doc.createdAt ? new Date(doc.createdAt).toISOString() : "",
  };
}

/** The audit log, newest first, one page at a time. */
export async function listAuditEntries({ page, limit }: { page: number; limit: number }) {
  await connectToDatabase();
  const [docs, total] = await Promise.all([
    AuditEntry.find({})
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean(),
    AuditEntry.countDocuments({}),
  ]);
  return { entries: docs.map(toAuditEntryJson), total, page, limit };
}
