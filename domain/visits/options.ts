/**
 * The fixed option lists of house visits and the dates they are asked for. Kept free of server imports so
 * forms in the browser and the mongoose model share one source.
 */
export const VISIT_STATUSES = ["requested", "scheduled", "completed", "cancelled"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** How the team's screens name each status ("completed" is the visit that took place). */
export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  requested: "Requested",
  scheduled: "Scheduled",
  completed: "Done",
  cancelled: "Cancelled",
};

/** Parts of the day a buyer can ask for; the team calls back to fix the exact time. */
export const VISIT_TIME_SLOTS = ["morning", "afternoon", "evening"] as const;
export type VisitTimeSlot = (typeof VISIT_TIME_SLOTS)[number];

export const VISIT_TIME_SLOT_LABELS: Record<VisitTimeSlot, string> = {
  morning: "Morning (9 am - 12 pm)",
  afternoon: "Afternoon (12 pm - 4 pm)",
  evening: "Evening (4 pm - 7 pm)",
};

/** Visits are arranged in Bhubaneswar, so "today" is the date there whatever the server's time zone. */
export const VISIT_TIME_ZONE = "Asia/Kolkata";

/** How far ahead a visit can be asked for. */
export const VISIT_MAX_DAYS_AHEAD = 90;

const visitMoment = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: VISIT_TIME_ZONE,
});

/** A scheduled visit's moment as read in Odisha, e.g. "Tue, 24 Nov, 2026, 10:30 am". */
export function formatVisitMoment(value: Date | string): string {
  return visitMoment.format(new Date(value));
}

/** Today's date in Odisha as YYYY-MM-DD. */
export function todayInOdisha(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: VISIT_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic in UTC, so no time zone shifts it). */
export function addDaysToDate(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Whether a YYYY-MM-DD string names a day of the calendar (2026-02-30 does not). */
export function isCalendarDate(date: string): boolean {
  const value = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(value.getTime()) && value.toISOString().slice(0, 10) === date;
}
