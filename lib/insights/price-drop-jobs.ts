import { defineJob, enqueue } from "@/lib/jobs/queue";
import { log } from "@/lib/log";
import {
  checkPriceDrop,
  mailPriceDrops,
  nextIstMidnight,
  priceDropDelayMs,
  type PriceDropCheck,
} from "@/lib/insights/price-drops";

/** The price-drop alerts' jobs on the queue (lib/jobs): the check a day after a drop, and each person's mail. */

const CHECK_JOB = "price-drops.check";
const MAIL_JOB = "price-drops.mail";

const queueMail = (userId: string) => enqueue(MAIL_JOB, { userId });

defineJob<PriceDropCheck>(CHECK_JOB, async (check) => {
  await checkPriceDrop(check, queueMail);
});

defineJob<{ userId: string }>(MAIL_JOB, async ({ userId }) => {
  const outcome = await mailPriceDrops(userId);
  // Today's mail has gone: the rest waits for tomorrow's.
  if (outcome === "later")
    await enqueue(MAIL_JOB, { userId }, { at: new Date(nextIstMidnight(new Date()).getTime() + 60_000) });
});

/**
 * A listing's price just went down by 3% or more: checks a day from now whether it stayed down. Never
 * throws (the price change has happened; a failure to queue is logged).
 */
export async function schedulePriceDropCheck(drop: { listingId: string; fromPrice: number; droppedAt: Date }) {
  try {
    await enqueue(
      CHECK_JOB,
      {
        listingId: drop.listingId,
        fromPrice: drop.fromPrice,
        droppedAt: drop.droppedAt.toISOString(),
      } satisfies PriceDropCheck,
      { at: new Date(drop.droppedAt.getTime() + priceDropDelayMs()) },
    );
  } catch (error) {
    log.error({ err: error, listingId: drop.listingId }, "Queueing a price-drop check failed");
  }
}
