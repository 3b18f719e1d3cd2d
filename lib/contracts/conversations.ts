import type { InboxPage } from "@/lib/conversations/reads";
import type { ConversationThread } from "@/lib/conversations/serializers";
import type { ReportedThread } from "@/lib/conversations/admin";
import type { OwnerContact } from "@/lib/conversations/number-reveal";
import { route, schema } from "@/lib/contracts/route";

/** Conversations between enquirers and listings' owners (or the team): the inbox, threads and messages. */

const conversation = () => import("@/lib/validation/conversation");

export type { ConversationSummary, ConversationThread, ConversationMessageJson } from "@/lib/conversations/serializers";
export type { InboxPage, OwnerContact, ReportedThread };

/** A message just stored. */
export type SentMessage = { id: string; createdAt: string };

/**
 * An enquiry from a signed-in user: starts their thread about the listing (201) or continues the one they
 * have (200, the same id).
 */
export const startConversation = route("POST", "/api/conversations", {
  json: schema(conversation, "startConversationSchema"),
}).answers<{ conversation: { id: string; created: boolean; routedTo: "owner" | "team" } }>();

/** The caller's threads, newest message first, one page at a time, with unread counts. */
export const inbox = route("GET", "/api/conversations", {
  query: schema(conversation, "inboxQuerySchema"),
}).answers<InboxPage>();

/** How many messages wait unread for the caller (the header's count). */
export const unread = route("GET", "/api/conversations/unread").answers<{ unread: number }>();

/**
 * Server-sent events for the caller (an account, or a guest with `?token=`): `unread` with the count on
 * connecting and after each change, `message` naming a thread that has a new message.
 */
export const stream = route("GET", "/api/conversations/stream", {
  query: schema(conversation, "streamQuerySchema"),
}).raw();

/** One thread of the caller's with its messages (each `text`, `mine`, `createdAt`); marks it read. */
export const thread = route("GET", "/api/conversations/[id]").answers<{ conversation: ConversationThread }>();

/** A message in a thread of the caller's. */
export const sendMessage = route("POST", "/api/conversations/[id]/messages", {
  json: schema(conversation, "sendMessageSchema"),
}).answers<{ sent: SentMessage }>();

/** The owner of a by-owner listing sends their phone number into the thread. */
export const shareNumber = route("POST", "/api/conversations/[id]/share-number").answers<{ sent: SentMessage }>();

/** Reports the thread to the admins (who may then read it). */
export const report = route("POST", "/api/conversations/[id]/report", {
  json: schema(conversation, "reportConversationSchema"),
}).answers();

/** Blocks the other side: no more messages either way. */
export const block = route("POST", "/api/conversations/[id]/block").answers();

/** A signed-out enquirer's thread, opened with the signed link from their mail; marks it read. */
export const guestThread = route("GET", "/api/conversations/guest", {
  query: schema(conversation, "guestThreadQuerySchema"),
}).answers<{ conversation: ConversationThread }>();

/** A signed-out enquirer answers from the signed link. */
export const guestReply = route("POST", "/api/conversations/guest", {
  json: schema(conversation, "guestReplySchema"),
}).answers<{ sent: SentMessage }>();

/** A signed-out enquirer reports their thread to the admins, with the signed link as the key. */
export const guestReport = route("POST", "/api/conversations/guest/report", {
  json: schema(conversation, "guestReportSchema"),
}).answers();

/** A signed-out enquirer blocks the other side of their thread, with the signed link as the key. */
export const guestBlock = route("POST", "/api/conversations/guest/block", {
  json: schema(conversation, "guestBlockSchema"),
}).answers();

/** Admins: the team's inbox (threads about listings without an owner account) or the reported threads. */
export const adminQueue = route("GET", "/api/admin/conversations", {
  query: schema(conversation, "adminInboxQuerySchema"),
}).answers<InboxPage>();

/** Admins open a team thread (marked read) or a reported one (read-only, written to the audit log). */
export const adminThread = route("GET", "/api/admin/conversations/[id]").answers<{
  conversation: ConversationThread | ReportedThread;
}>();

/** Admins answer a team thread for the team. */
export const adminReply = route("POST", "/api/admin/conversations/[id]/messages", {
  json: schema(conversation, "sendMessageSchema"),
}).answers<{ sent: SentMessage }>();

/** How the signed-in caller may reach the owner of a by-owner listing (their plan's "Show number"). */
export const ownerContact = route("GET", "/api/property/property/[id]/owner-number").answers<{
  contact: OwnerContact;
}>();

/** "Show number": a plan holder sees the owner's number, counted against the plan (the same listing once). */
export const revealNumber = route("POST", "/api/property/property/[id]/owner-number").answers<{
  contact: OwnerContact;
}>();
