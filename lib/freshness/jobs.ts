import { env } from "@/lib/env";
import { runFreshnessCycle } from "@/lib/freshness/cycle";
import { sendReminder } from "@/lib/freshness/reminder";
import { defineJob, enqueue } from "@/lib/jobs/queue";
import { log } from "@/lib/log";

/** The freshness clock's jobs on the queue (lib/jobs): the daily run, and one job per reminder mail. */

export const FRESHNESS_DAILY_JOB = "freshness.daily";
export const FRESHNESS_REMIND_JOB = "freshness.remind";

type RemindData = { listingId: string; cycle: string };

/** Each mail is a job of its own: a mail server that is down delays it, and a retry re-checks the cycle. */
defineJob<RemindData>(FRESHNESS_REMIND_JOB, ({ listingId, cycle }) => sendReminder(listingId, new Date(cycle)));

/** Queues one reminder's mail; false when it could not be queued (the claim is then given back). */
export async function queueReminder({ id, cycle }: { id: string; cycle: Date }): Promise<boolean> {
  try {
    await enqueue(FRESHNESS_REMIND_JOB, { listingId: id, cycle: cycle.toISOString() } satisfies RemindData);
    return true;
  } catch (error) {
    log.error({ err: error, listingId: id }, "Queueing a freshness reminder failed");
    return false;
  }
}

/** The daily run: safe to run twice (each listing's step is claimed once), so it retries. */
export async function runDailyFreshness(now: Date = new Date()) {
  const report = await runFreshnessCycle(now, queueReminder);
  if (report.reminded.length || report.expired.length)
    log.info({ reminded: report.reminded.length, expired: report.expired.length }, "Freshness run");
  return report;
}

defineJob<Record<string, never>>(
  FRESHNESS_DAILY_JOB,
  async () => {
    await runDailyFreshness();
  },
  { concurrency: 1, every: { cron: () => `0 ${env().FRESHNESS_HOUR} * * *`, timezone: "Asia/Kolkata" } },
);
