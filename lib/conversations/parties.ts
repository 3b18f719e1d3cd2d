import type { Side } from "@/domain/conversations/options";
import type { AdminActor } from "@/lib/admin/audit";
import type { ConversationDoc } from "@/models/Conversation";

/**
 * Who acts on a thread: a signed-in account (on either side), a guest holding the signed link of one thread,
 * or an admin answering for the team (the listing's side of threads about listings without an owner account).
 */
export type Party =
  { kind: "user"; userId: string } | { kind: "guest"; conversationId: string } | { kind: "team"; admin: AdminActor };

type Thread = Pick<ConversationDoc, "_id" | "enquirer" | "owner">;

/** The side the party is on in the thread, or null when it is not theirs. */
export function sideOf(thread: Thread, party: Party): Side | null {
  if (party.kind === "guest") return String(thread._id) === party.conversationId ? "enquirer" : null;
  if (party.kind === "team") return thread.owner ? null : "owner";
  if (thread.enquirer && String(thread.enquirer) === party.userId) return "enquirer";
  if (thread.owner && String(thread.owner) === party.userId) return "owner";
  return null;
}

/** The filter of the threads the party is part of (ownership inside the query). */
export function partyFilter(party: Party): Record<string, unknown> {
  if (party.kind === "guest") return { _id: party.conversationId };
  if (party.kind === "team") return { owner: { $exists: false } };
  return { $or: [{ enquirer: party.userId }, { owner: party.userId }] };
}
