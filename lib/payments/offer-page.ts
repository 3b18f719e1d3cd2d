import { revalidatePath } from "next/cache";
import { keepPageBriefly } from "@/lib/listings/cache";
import { errorSummary, log } from "@/lib/log";
import { openOffer } from "@/lib/payments/offer";
import type { OfferStatus } from "@/lib/plans";

/** Every page that shows the introductory offer; an order that takes one of its places expires them. */
export const OFFER_PAGES = ["/pricing", "/pricing/user", "/pricing/broker"] as const;

/**
 * The offer for a pricing page: open or null. A database that cannot be reached (a build without one) shows
 * no offer, and the page is kept for seconds only, so its real state follows at once.
 */
export async function offerForPage(): Promise<OfferStatus | null> {
  try {
    return await openOffer();
  } catch (error) {
    log.error({ cause: errorSummary(error) }, "Offer places unavailable");
    await keepPageBriefly();
    return null;
  }
}

/** Drops the pricing pages from the full-page cache, so the places left they show follow a taken one. */
export function expireOfferPages(): void {
  for (const path of OFFER_PAGES) {
    try {
      revalidatePath(path);
    } catch {
      // Outside a Next.js request (a script, a test) there is no page cache to expire.
    }
  }
}
