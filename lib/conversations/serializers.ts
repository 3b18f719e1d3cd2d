import { SITE_NAME } from "@/lib/brand";
import type { ConversationMessageKind, Side } from "@/domain/conversations/options";
import type { ConversationDoc } from "@/models/Conversation";
import type { ConversationMessageDoc } from "@/models/ConversationMessage";

/** The listing a thread is about, as the inbox shows it. */
export type ThreadListing = { id: string; title: string; price: number; type: string; image: string | null };

/** One thread as one of its sides sees it: never the other side's e-mail address or phone number. */
export type ConversationSummary = {
  id: string;
  listing: ThreadListing | null;
  /** The other side's first name (or the team's name). */
  otherName: string;
  /** The caller's side: the enquirer, or the listing's owner (or the team). */
  side: Side;
  lastMessage: { text: string; at: string; mine: boolean } | null;
  unread: number;
  /** Blocked by either side: no more messages. */
  closed: boolean;
  blockedByMe: boolean;
  reportedByMe: boolean;
  /** The owner of a by-owner listing may send their number into the thread. */
  canShareNumber: boolean;
  /**
   * The enquirer is an account, or a signed-out enquirer whose address was proven (the mailed link was used).
   * False: an e-mail typed into the form, which proves nothing; the owner sees "unverified e-mail".
   */
  enquirerVerified: boolean;
};

export type ConversationMessageJson = {
  id: string;
  text: string;
  mine: boolean;
  kind: ConversationMessageKind;
  createdAt: string;
  /** Sent through the signed-out form under an unproven address: never anyone's own words, to either side. */
  unverified: boolean;
};

export type ConversationThread = ConversationSummary & { messages: ConversationMessageJson[] };

export const TEAM_NAME = `${SITE_NAME} team`;

/** "Priya Das" -> "Priya": the other side learns a first name, nothing more. */
export const firstName = (name: string | null | undefined) => (name ?? "").trim().split(/\s+/)[0] || "";

type Facts = { listing: ThreadListing | null; ownerName: string };

export function toConversationSummary(doc: ConversationDoc, side: Side, facts: Facts): ConversationSummary {
  const otherName =
    side === "owner"
      ? firstName(doc.enquirerName) || "Enquirer"
      : doc.owner
        ? firstName(facts.ownerName) || "Owner"
        : TEAM_NAME;
  return {
    id: String(doc._id),
    listing: facts.listing,
    otherName,
    side,
    lastMessage: doc.lastMessageText
      ? {
          text: doc.lastMessageText,
          at: new Date(doc.lastMessageAt).toISOString(),
          mine: doc.lastSender === side && !doc.lastMessageUnproven,
        }
      : null,
    unread: doc.unread?.[side] ?? 0,
    closed: Boolean(doc.blockedBy),
    blockedByMe: doc.blockedBy === side,
    reportedByMe: doc.report?.by === side,
    canShareNumber: side === "owner" && Boolean(doc.owner),
    enquirerVerified: Boolean(doc.enquirer) || Boolean(doc.guestEmailProven),
  };
}

export function toConversationMessage(doc: ConversationMessageDoc, side: Side): ConversationMessageJson {
  return {
    id: String(doc._id),
    text: doc.text,
    // A message from an unproven address is not the reader's own, even on the enquirer's side: whoever
    // proves the address later did not necessarily write it.
    mine: doc.sender === side && !doc.addressUnproven,
    kind: doc.kind ?? "text",
    createdAt: new Date(doc.createdAt).toISOString(),
    unverified: Boolean(doc.addressUnproven),
  };
}
