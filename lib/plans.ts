/**
 * The visit plans on sale: the one catalogue the pricing pages show and that payments charge from, so a
 * price is never taken from the browser. Prices are whole rupees; Razorpay charges in paise.
 */
export type PlanColor = "amber" | "indigo" | "emerald" | "violet";

export type Plan = {
  id: string;
  name: string;
  description: string;
  /** The normal price; an introductory offer (below) may charge less while it is real. */
  price: number;
  /** How long the visits stay available after purchase, as shown to buyers. */
  duration: string;
  houseVisits: number;
  /**
   * How many by-owner listings' owner numbers the plan reveals ("Show number" on the listing page); the
   * same listing counts once. Everyone else reaches owners through the conversation.
   */
  numberReveals: number;
  features: readonly string[];
  popular: boolean;
  color: PlanColor;
  isOneTime: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: "one-time-visit",
    name: "One-Time Visit",
    description: "Try us with a single guided visit to the home you have shortlisted.",
    price: 199,
    duration: "7 days",
    houseVisits: 1,
    numberReveals: 3,
    features: [
      "1 guided house visit",
      "Visit arranged within 24 hours",
      "Owner's phone number on 3 listings posted by owners",
      "Valid for 7 days",
    ],
    popular: false,
    color: "amber",
    isOneTime: true,
  },
  {
    id: "3-house-plan",
    name: "3 House Plan",
    description: "Compare three shortlisted homes before you decide.",
    price: 499,
    duration: "30 days",
    houseVisits: 3,
    numberReveals: 10,
    features: [
      "3 guided house visits",
      "Visits arranged within 24 hours",
      "Owner's phone number on 10 listings posted by owners",
      "Help negotiating rent or price",
      "7-day satisfaction guarantee",
    ],
    popular: true,
    color: "indigo",
    isOneTime: false,
  },
  {
    id: "6-house-plan",
    name: "6 House Plan",
    description: "More choice across localities for families that want to be sure.",
    price: 799,
    duration: "60 days",
    houseVisits: 6,
    numberReveals: 20,
    features: [
      "6 guided house visits",
      "Priority scheduling, weekends included",
      "Owner's phone number on 20 listings posted by owners",
      "Rental agreement review",
      "7-day satisfaction guarantee",
    ],
    popular: false,
    color: "emerald",
    isOneTime: false,
  },
  {
    id: "9-house-plan",
    name: "9 House Plan",
    description: "The full search: visits anywhere in Bhubaneswar with a dedicated adviser.",
    price: 999,
    duration: "90 days",
    houseVisits: 9,
    numberReveals: 30,
    features: [
      "9 guided house visits",
      "Owner's phone number on 30 listings posted by owners",
      "A dedicated relationship manager",
      "Legal document check",
      "7-day satisfaction guarantee",
    ],
    popular: false,
    color: "violet",
    isOneTime: false,
  },
];

/** The single visit: the plan an introductory offer (OFFER_PRICE, OFFER_ENDS_AT, OFFER_CAP) applies to. */
export const ONE_TIME_PLAN: Plan = PLANS.find((plan) => plan.isOneTime)!;

/** The multi-visit plans shown as cards. */
export const VISIT_PLANS: readonly Plan[] = PLANS.filter((plan) => !plan.isOneTime);

/** Where a user's plan stands (`planStateOf` in lib/payments/subscription.ts decides). */
export type PlanState = "none" | "active" | "expired" | "suspended";

/** The one wording of a plan's state, shown alike on the admin's table and the user's profile. */
export const PLAN_STATE_LABELS: Record<PlanState, string> = {
  none: "No plan yet",
  active: "Active",
  expired: "Expired",
  suspended: "Suspended",
};

/** The plans an admin can grant, as a select's options. */
export const PLAN_OPTIONS = PLANS.map((plan) => ({ value: plan.id, label: plan.name }));

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** What Razorpay charges for a plan: the price in paise. */
export function planAmountPaise(plan: Plan): number {
  return plan.price * 100;
}

/** The plan whose price in paise is exactly this amount (older clients send an amount, not a plan). */
export function findPlanByAmountPaise(amount: number): Plan | undefined {
  return PLANS.find((plan) => planAmountPaise(plan) === amount);
}

const DAYS_PER_UNIT: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

/** The one place a plan's shown duration ("7 days", "2 weeks", "1 month") becomes a number of days. */
export function durationDays(duration: string): number {
  const match = /^\s*(\d+)\s*(day|week|month|year)s?\s*$/i.exec(duration);
  if (!match) throw new Error(`Unreadable plan duration: ${duration}`);
  return Number(match[1]) * DAYS_PER_UNIT[match[2].toLowerCase()];
}

/**
 * An introductory offer as configured, and how it stands: the price it charges instead of the plan's, when it
 * ends (if it does), how many orders it is for (if capped) and how many of those are left, by the server's
 * count. The pricing pages show an offer only while `offerIsOpen`.
 */
export type OfferStatus = { price: number; normalPrice: number; endsAt?: string; cap?: number; left?: number };

/** Whether an offer can still be taken at `now`: not past its end, not out of places. */
export function offerIsOpen(offer: OfferStatus | null, now: number): offer is OfferStatus {
  if (!offer || offer.price >= offer.normalPrice) return false;
  if (offer.endsAt && Date.parse(offer.endsAt) <= now) return false;
  return offer.left === undefined || offer.left > 0;
}

/** Whole-percent saving of an offer against the normal price (50 for 99 against 199). */
export function discountPercent(offer: { price: number; normalPrice: number }): number {
  return offer.price < offer.normalPrice ? Math.round((1 - offer.price / offer.normalPrice) * 100) : 0;
}

const offerDateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

/**
 * The line naming when the introductory offer ends ("Offer ends on 31 January 2027"), from the configured
 * moment (OFFER_ENDS_AT); null when none is configured or it has passed, so no deadline is ever invented.
 */
export function offerEndsLabel(endsAt: string | undefined, now: number): string | null {
  if (!endsAt) return null;
  const end = Date.parse(endsAt);
  if (Number.isNaN(end) || end <= now) return null;
  return `Offer ends on ${offerDateFormat.format(end)}`;
}
