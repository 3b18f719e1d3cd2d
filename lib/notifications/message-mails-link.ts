import mongoose from "mongoose";
import { signValue, verifiedPayload } from "@/lib/signed-value";
import { DEFAULT_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site";

/**
 * The "turn off these e-mails" link of unread-message mails: the recipient's account id, signed for this
 * purpose, so it works without signing in and cannot be made for another account.
 */
const PURPOSE = "message-mails-off";

export const messageMailsOffToken = (userId: string) => signValue(PURPOSE, userId);

/** The account a token names; null for a forged or altered token. */
export function userOfMessageMailsOffToken(token: string | undefined): string | null {
  const id = verifiedPayload(PURPOSE, token);
  return id && mongoose.isValidObjectId(id) ? id : null;
}

/** Where the mail's link leads: the API address, which sends browsers to the confirmation page. */
export const messageMailsOffUrl = (userId: string) =>
  siteUrl(`/api/notifications/message-mails?token=${encodeURIComponent(messageMailsOffToken(userId))}`);

/** The confirmation page of the link. */
export const messageMailsOffPage = (token: string, locale: Locale = DEFAULT_LOCALE) =>
  siteUrl(localePath(locale, `/notifications/message-mails?token=${encodeURIComponent(token)}`));

/** A thread as a signed-in party opens it. */
export const threadPath = (conversationId: string) => `/messages/${conversationId}`;
