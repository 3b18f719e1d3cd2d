import type { Side } from "@/domain/conversations/options";

/*
 * The record of a stored message that everything after it reads: the live nudge and the notices
 * (events.ts), the mails to guests (notify.ts) and the push and unread-mail batch (lib/notifications). It
 * sits apart from them so that none of them imports another just for its shape.
 */

/** One side of a thread: an account, a guest known by e-mail (enquirer only), or the team (owner only). */
export type ThreadParty = { userId?: string; guestEmail?: string; team?: true };

/** A message that was just stored, with both sides of its thread. */
export type NewMessageEvent = {
  conversationId: string;
  propertyId: string;
  listingTitle: string;
  messageId: string;
  sender: Side;
  text: string;
  createdAt: Date;
  /** The first message of a new thread (the enquiry itself). */
  startsThread: boolean;
  enquirer: ThreadParty;
  owner: ThreadParty;
};
