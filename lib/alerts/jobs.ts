import { digestBoundary, sendDigests, sendInstantAlert } from "@/lib/alerts/delivery";
import { matchListing } from "@/lib/alerts/matching";
import { env } from "@/lib/env";
import { defineJob, enqueue } from "@/lib/jobs/queue";
import { log } from "@/lib/log";

/** The alerts' jobs on the queue (lib/jobs): match a listing, mail an instant alert, send the digests. */

const MATCH_JOB = "alerts.match";
const INSTANT_JOB = "alerts.instant";
const DIGEST_JOB = "alerts.digest";

type MatchData = { listingId: string; at: string };

/**
 * Matching runs as a job: the write that made the listing visible is not held up, and a match is not lost
 * when the process stops. Matching twice is harmless (each pair is recorded once), so it retries.
 */
defineJob<MatchData>(MATCH_JOB, async ({ listingId, at }) => {
  const matches = await matchListing(listingId, { at: new Date(at) });
  for (const match of matches) {
    if (match.frequency === "instant") await enqueue(INSTANT_JOB, { matchId: match.matchId });
  }
});

defineJob<{ matchId: string }>(INSTANT_JOB, ({ matchId }) => sendInstantAlert(matchId));

defineJob<Record<string, never>>(
  DIGEST_JOB,
  async () => {
    await sendDigests({ until: digestBoundary(new Date()) });
  },
  { concurrency: 1, every: { cron: () => `0 ${env().ALERTS_DIGEST_HOUR} * * *`, timezone: "Asia/Kolkata" } },
);

/**
 * The one hook of the listing write paths: a listing just became visible (added live, a submission
 * approved, a listing switched back on). Queues its matching against the saved searches; never throws (the
 * write has happened; a failure to queue is logged).
 */
export async function listingBecameVisible(listingId: string): Promise<void> {
  try {
    await enqueue(MATCH_JOB, { listingId, at: new Date().toISOString() } satisfies MatchData);
  } catch (error) {
    log.error({ err: error, listingId }, "Queueing new-listing alerts failed");
  }
}
