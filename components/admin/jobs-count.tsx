"use client";

import { useRouteData } from "@/components/ui/use-route-data";
import * as alerts from "@/lib/contracts/alerts";
import type { JobCounts } from "@/lib/jobs/queue";

const lastRun = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/**
 * The dashboard's view of the background job queue: jobs waiting, jobs failed for good, the last run, and how
 * fast the queue's collection grows (jobs added in the last day, jobs kept).
 */
export function JobsCount() {
  const { data, error } = useRouteData(alerts.jobCounts, {}, "Could not read the job queue.");
  const jobs: JobCounts | undefined = data?.jobs;
  const failed = Boolean(error) || (data !== undefined && !jobs);

  return (
    <section
      aria-labelledby="jobs-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="jobs-count"
    >
      <h2 id="jobs-heading" className="font-semibold text-slate-900">
        Jobs
      </h2>
      {failed && <p className="mt-2 text-sm text-rose-700">Could not read the job queue.</p>}
      {!jobs && !failed && <p className="mt-2 text-sm text-slate-500">Loading...</p>}
      {jobs && (
        <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-slate-500">Queued</dt>
            <dd className="text-lg font-bold text-slate-900">{jobs.queued}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Failed</dt>
            <dd className={`text-lg font-bold ${jobs.failed ? "text-rose-700" : "text-slate-900"}`}>{jobs.failed}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Last run</dt>
            <dd className="font-medium text-slate-900">
              {jobs.lastRunAt ? lastRun.format(new Date(jobs.lastRunAt)) : "Never"}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Added in 24 h</dt>
            <dd className="text-lg font-bold text-slate-900">{jobs.addedLastDay}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Kept</dt>
            <dd className="text-lg font-bold text-slate-900">{jobs.stored}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
