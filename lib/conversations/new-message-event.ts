import type { Side } from "@/domain/conversations/options";
import type { Locale } from "@/lib/i18n/locales";

/*
 * The record of a stored message that everything after it reads: the live nudge and the notices
 * (events.ts), the mails to guests (notify.ts) and the push and unread-mail batch (lib/notifications). It
 * sits apart from them so that none of them imports another just for its shape.
 */

/**
 * One side of a thread: an account, a guest known by e-mail (enquirer only), or the team (owner only). A
 * guest's `language` is the page's they enquired from (their mails are written in it).
 */
export type ThreadParty = { userId?: string; guestEmail?: string; language?: Locale; team?: true };

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
