/**
 * Conversations: threads between an enquirer (an account, or a guest by e-mail) and a listing's owner
 * account or the team. Every new message goes through `onNewMessage` (events.ts), the seam for the live
 * channel and for notifications.
 */
export * from "@/lib/conversations/actions";
export * from "@/lib/conversations/admin";
export { onNewMessage } from "@/lib/conversations/events";
export { recipientOf, type NewMessageEvent, type ThreadParty } from "@/lib/conversations/new-message-event";
export {
  conversationOfGuestToken,
  GUEST_LINK_NOT_VALID,
  guestThreadUrl,
  guestToken,
} from "@/lib/conversations/guest-link";
export { blockAsGuest, guestPartyOf, openGuestThread, replyAsGuest, reportAsGuest } from "@/lib/conversations/guests";
export { conversationEvents } from "@/lib/conversations/stream";
export { guestAudience, subscribeLive, TEAM_AUDIENCE, userAudience, type LiveNudge } from "@/lib/conversations/live";
export { CONVERSATION_CLOSED, THREAD_NOT_FOUND, postMessage } from "@/lib/conversations/messages";
export { notifySignedInRecipient } from "@/lib/conversations/notify";
export type { Party } from "@/lib/conversations/parties";
export { listInbox, openThread, unreadCount, type InboxPage } from "@/lib/conversations/reads";
export * from "@/lib/conversations/serializers";
export { OWN_LISTING, startConversation, type StartedConversation } from "@/lib/conversations/threads";
export { ownerContactFor, revealOwnerNumber, type OwnerContact } from "@/lib/conversations/number-reveal";
