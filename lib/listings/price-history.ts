/**
 * The "was" price behind the home page's "x% OFF" badge (a listing's `previousPrice`).
 *
 * Why a rule: the badge tells buyers a price was really lowered. An owner's price goes live at once, so
 * without a rule an owner could set an absurd price for a moment and put the real one back, and the listing
 * would show a huge discount that never existed. So the badge only comes from price history that buyers
 * could have seen:
 * - the price it is cut from must have stood for LASTING_PRICE_DAYS (a price changed and changed back the
 *   same week is no reference; the last price that did stand stays the reference);
 * - the cut is at most MAX_SHOWN_CUT of it (a bigger one is far more likely a correction than a deal);
 * - a raise, or a switch between rent and sale (whose prices do not compare), forgets the reference.
 * The team's own price changes are trusted: an admin's cut is a reference at once, within the same range.
 */

export const LASTING_PRICE_DAYS = 7;
export const MAX_SHOWN_CUT = 0.5;

const DAY_MS = 24 * 60 * 60 * 1000;

export type PriceChange = {
  oldPrice: number;
  newPrice: number;
  /** The `previousPrice` stored before the change, if any. */
  previousPrice?: number | null;
  /** Since when the old price has stood (and been public); unknown on listings older than the rule. */
  oldPriceSince?: Date | null;
  /** An admin's change: the old price counts at once. */
  trusted: boolean;
  now?: Date;
};

/** The `previousPrice` to store after a price change (undefined: none, no badge). */
export function previousPriceAfter(change: PriceChange): number | undefined {
  const { oldPrice, newPrice, previousPrice, oldPriceSince, trusted, now = new Date() } = change;
  if (newPrice === oldPrice) return previousPrice ?? undefined;
  const lasted = !oldPriceSince || now.getTime() - oldPriceSince.getTime() >= LASTING_PRICE_DAYS * DAY_MS;
  const reference = trusted || lasted ? oldPrice : (previousPrice ?? undefined);
  if (reference === undefined || newPrice >= reference) return undefined;
  return newPrice >= reference * (1 - MAX_SHOWN_CUT) ? reference : undefined;
}
