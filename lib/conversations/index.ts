/**
 * Conversations: threads between an enquirer (an account, or a guest by e-mail) and a listing's owner
 * account or the team. Every new message goes through `onNewMessage` (events.ts), the seam for the live
 * channel and for notifications.
 */
export * from "@/lib/conversations/actions";
export * from "@/lib/conversations/admin";
export { guestToken } from "@/lib/conversations/guest-link";
export { blockAsGuest, guestPartyOf, openGuestThread, replyAsGuest, reportAsGuest } from "@/lib/conversations/guests";
export { conversationEvents } from "@/lib/conversations/stream";
export { subscribeLive, userAudience, type LiveNudge } from "@/lib/conversations/live";
export { THREAD_NOT_FOUND } from "@/lib/conversations/messages";
export type { Party } from "@/lib/conversations/parties";
export { listInbox, openThread, unreadCount } from "@/lib/conversations/reads";
export * from "@/lib/conversations/serializers";
export { startConversation } from "@/lib/conversations/threads";
export { ownerContactFor, revealOwnerNumber } from "@/lib/conversations/number-reveal";
