/**
 * The fixed option lists of orders and house visits. Kept free of server imports so forms in the browser
 * and the mongoose models share one source.
 */
export const ORDER_STATUSES = ["created", "paid", "failed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** "simulated" orders are made locally when no Razorpay keys are configured (development only). */
export const PAYMENT_PROVIDERS = ["razorpay", "simulated"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What buyers read, shared by the server's answers and the pages that show them before asking. */
export const LOGIN_TO_PAY = "Please log in to proceed with the payment.";
export const ORDER_FAILED = "Something went wrong. Please try again.";
export const PAYMENT_SUCCESS = "Payment successful! Your plan has been activated.";
export const PAYMENT_VERIFICATION_FAILED = "Payment verification failed. Please contact support.";
export const NO_PLAN = "You need an active visit plan to book a house visit. Choose a plan on the pricing page.";
export const PLAN_EXPIRED = "Your visit plan has expired. Choose a new plan to book more house visits.";
export const NO_VISITS_LEFT = "You have used all the house visits of your plan. Choose a plan to add more.";

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

/** Razorpay's own checkout script, which the pricing pages load when a buyer clicks to pay. */
export const RAZORPAY_CHECKOUT_URL = "https://checkout.razorpay.com/v1/checkout.js";

/**
 * Where the browser loads the checkout script from: NEXT_PUBLIC_RAZORPAY_CHECKOUT_URL (inlined at build
 * time, so tests can serve a stand-in) or Razorpay's own. The CSP allows this script's origin.
 */
export function checkoutScriptUrl(): string {
  return process.env.NEXT_PUBLIC_RAZORPAY_CHECKOUT_URL || RAZORPAY_CHECKOUT_URL;
}
