import { signValue, verifiedPayload } from "@/lib/signed-value";
import { DEFAULT_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site";
import { isObjectId } from "@/lib/validation/object-id";
import { AVAILABILITY_ANSWERS, type AvailabilityAnswer } from "@/lib/freshness/options";

/**
 * The reminder mail's links: a signed token names the listing, the cycle it was sent in (the start of the
 * cycle, in ms) and the answer, so it works without signing in, cannot be turned into another answer or
 * pointed at another listing, and stops working once the cycle it was sent for has been answered.
 */
const PURPOSE = "listing-availability";

export type AvailabilityToken = { listingId: string; cycle: number; answer: AvailabilityAnswer };

export function availabilityToken({ listingId, cycle, answer }: AvailabilityToken): string {
  return signValue(PURPOSE, `${listingId}:${cycle}:${answer}`);
}

/** The token's content, or null for anything this site did not sign for this purpose. */
export function readAvailabilityToken(token: string | undefined): AvailabilityToken | null {
  const payload = verifiedPayload(PURPOSE, token);
  if (!payload) return null;
  const [listingId, cycle, answer] = payload.split(":");
  if (!isObjectId(listingId) || !/^\d{1,15}$/.test(cycle ?? "")) return null;
  if (!AVAILABILITY_ANSWERS.includes(answer as AvailabilityAnswer)) return null;
  return { listingId, cycle: Number(cycle), answer: answer as AvailabilityAnswer };
}

/** The confirmation page a mail's button opens (nothing changes on the visit, which mail scanners make too). */
export function availabilityLink(token: AvailabilityToken, locale: Locale = DEFAULT_LOCALE): string {
  const url = new URL(siteUrl(localePath(locale, "/listing-availability")));
  url.searchParams.set("token", availabilityToken(token));
  return url.toString();
}
