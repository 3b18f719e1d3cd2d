// Browser-safe facts of conversations, shared by the models, the API's schemas and the screens.

/** The longest message, in characters: long enough for a question with details, short of an essay. */
export const MESSAGE_MAX_LENGTH = 2000;

/** The longest reason given when reporting a thread. */
export const REPORT_REASON_MAX_LENGTH = 500;

/**
 * The two sides of a thread: the enquirer (a signed-in user, or a guest known by e-mail) and the listing's
 * side (its owner account, or the team when the listing has none).
 */
export const SIDES = ["enquirer", "owner"] as const;
export type Side = (typeof SIDES)[number];

/** text = typed by a person; phone = the owner pressed "Share my number". */
export const MESSAGE_KINDS = ["text", "phone"] as const;
export type ConversationMessageKind = (typeof MESSAGE_KINDS)[number];

export const INBOX_PAGE_SIZE = 20;

export const otherSide = (side: Side): Side => (side === "enquirer" ? "owner" : "enquirer");
