import { signValue, verifiedPayload } from "@/lib/signed-value";
import { DEFAULT_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site";
import { isObjectId } from "@/lib/validation/object-id";

/**
 * The link a signed-out enquirer gets by e-mail: it opens that one thread (its id, signed for this purpose
 * under the app's secret) and lets them answer without an account. Any change to it fails the signature.
 */
const PURPOSE = "conversation-guest";

export function guestToken(conversationId: string): string {
  return signValue(PURPOSE, conversationId);
}

/** The thread a link's token opens, or null for a token this site did not sign for it. */
export function conversationOfGuestToken(token: string): string | null {
  const id = verifiedPayload(PURPOSE, token);
  return id && isObjectId(id) ? id : null;
}

export function guestThreadUrl(conversationId: string, locale: Locale = DEFAULT_LOCALE): string {
  return siteUrl(localePath(locale, `/messages/guest?token=${encodeURIComponent(guestToken(conversationId))}`));
}

export const GUEST_LINK_NOT_VALID = "This conversation link is not valid.";
