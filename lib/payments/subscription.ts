import type { ClientSession, Types } from "mongoose";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "@/lib/errors";
import { log } from "@/lib/log";
import { NO_PLAN, NO_VISITS_LEFT, PLAN_EXPIRED } from "@/domain/payments/options";
import { durationDays, findPlan, type PlanState } from "@/lib/plans";
import type { OrderDoc } from "@/models/Order";
import { User, type UserDoc } from "@/models/User";

/**
 * A user's subscription (the plan, its visits, its expiry): how it reads, and the one module that writes it.
 * Every change goes through the functions below: a paid plan added (`addPlanToSubscription`), a visit taken
 * for a booking (`takeVisitFromPlan`), a cancelled visit given back (`returnVisitToPlan`), and the admins'
 * switch and remark (`setSubscriptionSwitch`). Other modules call these and never write `subscription.*`.
 */

type StoredSubscription = Partial<NonNullable<UserDoc["subscription"]>> | null | undefined;

/** A plan counts as active while it is switched on and not past its expiry. */
export function isSubscriptionActive(subscription: StoredSubscription, now: Date = new Date()): boolean {
  return Boolean(subscription?.isActive && subscription.expiresAt && new Date(subscription.expiresAt) > now);
}

/**
 * Where a plan stands, the one reading both the admin's table and the user's profile show: never bought,
 * running, past its expiry, or switched off by an admin while it would still run.
 */
export function planStateOf(subscription: StoredSubscription, now: Date = new Date()): PlanState {
  if (!subscription?.expiresAt) return "none";
  if (new Date(subscription.expiresAt) <= now) return "expired";
  return subscription.isActive ? "active" : "suspended";
}

/** Accounts stored before the plan fields were renamed keep `houseVisits` and `startedAt`. */
function withLegacyFields(subscription: StoredSubscription): StoredSubscription {
  if (!subscription) return subscription;
  const legacy = subscription as Record<string, unknown>;
  return {
    ...subscription,
    visitsTotal: [legacy.visitsTotal, legacy.houseVisits].find((v) => typeof v === "number") as number | undefined,
    activatedAt: (legacy.activatedAt ?? legacy.startedAt) as Date | undefined,
  };
}

/** The subscription as the browser sees it; the activation bookkeeping stays on the server. */
export function toPublicSubscription(stored: StoredSubscription, now: Date = new Date()) {
  const subscription = withLegacyFields(stored);
  const visitsTotal = subscription?.visitsTotal ?? 0;
  const visitsUsed = subscription?.visitsUsed ?? 0;
  const expiresAt = subscription?.expiresAt ? new Date(subscription.expiresAt) : null;
  const state = planStateOf(subscription, now);
  return {
    state,
    isActive: state === "active",
    /** A plan was bought and has run out (the profile says so rather than just "Inactive"). */
    isExpired: state === "expired",
    planId: subscription?.planId ?? "",
    duration: subscription?.duration ?? "",
    visitsTotal,
    visitsUsed,
    visitsLeft: Math.max(0, visitsTotal - visitsUsed),
    activatedAt: subscription?.activatedAt ? new Date(subscription.activatedAt).toISOString() : null,
    expiresAt: expiresAt ? expiresAt.toISOString() : null,
    remarks: subscription?.remarks ?? "",
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The newest orders a subscription remembers as applied; far more than one buyer settles at once. */
const APPLIED_ORDERS_KEPT = 100;
const MAX_ATTEMPTS = 10;

/**
 * Adds a paid order's plan to its buyer's subscription, exactly once however often it is called and
 * however many callers race (the checkout's verify call, webhook deliveries and their retries).
 *
 * Read, compute, then write only over the revision that was read: of two racing writers one wins, the
 * other re-reads and finds the order among `appliedOrders`. A running plan gains the new visits and keeps
 * the later expiry; a plan that had ended starts afresh. No `$max`/`$push`, so it runs on every server.
 */
export async function addPlanToSubscription(order: OrderDoc, session: ClientSession): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const user = await User.findById(order.user, { subscription: 1 })
      .session(session)
      .lean<Pick<UserDoc, "_id" | "subscription">>();
    if (!user) {
      log.warn({ orderId: order.razorpayOrderId }, "A paid order belongs to a deleted account; nothing to activate");
      return;
    }
    const current = user.subscription;
    const applied = (current?.appliedOrders ?? []) as Types.ObjectId[];
    if (applied.some((id) => String(id) === String(order._id))) return;

    const now = new Date();
    const running = isSubscriptionActive(current, now);
    const planEnds = new Date(now.getTime() + durationDays(order.duration) * DAY_MS);
    const expiresAt = running && current!.expiresAt! > planEnds ? current!.expiresAt! : planEnds;
    const revision = current?.revision ?? 0;
    const set: Record<string, unknown> = {
      "subscription.isActive": true,
      "subscription.planId": order.planId,
      "subscription.duration": order.duration,
      "subscription.expiresAt": expiresAt,
      "subscription.activatedAt": running ? (current!.activatedAt ?? now) : now,
      "subscription.appliedOrders": [...applied, order._id].slice(-APPLIED_ORDERS_KEPT),
    };
    const inc: Record<string, number> = { "subscription.revision": 1 };
    if (running) {
      // Bookings count visitsUsed up meanwhile: only add to the total.
      inc["subscription.visitsTotal"] = order.houseVisits;
    } else {
      // Visits of an ended plan are gone; nothing can book against an ended plan while this writes.
      set["subscription.visitsTotal"] = order.houseVisits;
      set["subscription.visitsUsed"] = 0;
    }
    const sameRevision =
      revision === 0
        ? { $or: [{ "subscription.revision": 0 }, { "subscription.revision": { $exists: false } }] }
        : { "subscription.revision": revision };
    const result = await User.updateOne({ _id: user._id, ...sameRevision }, { $set: set, $inc: inc }, { session });
    if (result.matchedCount === 1) return;
  }
  throw new Error(`Could not activate order ${order.razorpayOrderId}: the subscription kept changing.`);
}

/** Why a visit could not be taken from the user's plan, read after the guarded update refused. */
async function noVisitReason(userId: string, now: Date, session: ClientSession): Promise<Error> {
  const user = await User.findById(userId, { subscription: 1 }).session(session).lean<UserDoc>();
  const subscription = user?.subscription;
  if (!subscription?.isActive || !subscription.expiresAt) return new ForbiddenError(NO_PLAN);
  if (!isSubscriptionActive(subscription, now)) return new ForbiddenError(PLAN_EXPIRED);
  return new ConflictError(NO_VISITS_LEFT);
}

/**
 * Takes one visit from the user's plan for a booking, inside the booking's transaction, by a single guarded
 * update (active, unexpired, visits left), so parallel bookings never take more than the plan holds. Without
 * a plan, or with an expired one, a ForbiddenError; with no visits left, a ConflictError.
 */
export async function takeVisitFromPlan(userId: string, now: Date, session: ClientSession): Promise<void> {
  const taken = await User.updateOne(
    {
      _id: userId,
      "subscription.isActive": true,
      "subscription.expiresAt": { $gt: now },
      $expr: { $lt: ["$subscription.visitsUsed", "$subscription.visitsTotal"] },
    },
    { $inc: { "subscription.visitsUsed": 1 } },
    { session },
  );
  if (taken.modifiedCount !== 1) throw await noVisitReason(userId, now, session);
}

/**
 * Gives a cancelled visit back to the user's plan; the used count never goes below zero. The visits left
 * afterwards, or undefined when the account is gone.
 */
export async function returnVisitToPlan(userId: unknown): Promise<number | undefined> {
  await User.updateOne(
    { _id: userId, "subscription.visitsUsed": { $gt: 0 } },
    { $inc: { "subscription.visitsUsed": -1 } },
  );
  const user = await User.findById(userId, { subscription: 1 }).lean<UserDoc>();
  return user ? toPublicSubscription(user.subscription).visitsLeft : undefined;
}

/** Switching on a plan that is not there would show "Active" to the admin and "No plan" to its user. */
export const NO_PLAN_TO_SWITCH_ON = "This user has no running plan to switch on. Use Grant plan instead.";

/**
 * The admins' edit: the plan's on/off switch, and a remark when one is given. Only a plan that would still
 * run can be switched on; a plan is given or extended with `grantPlan`.
 */
export async function setSubscriptionSwitch(
  userId: string,
  { isActive, remark }: { isActive: boolean; remark?: string },
): Promise<void> {
  const set: Record<string, unknown> = { "subscription.isActive": isActive };
  if (remark !== undefined) set["subscription.remarks"] = remark;
  const filter = isActive ? { _id: userId, "subscription.expiresAt": { $gt: new Date() } } : { _id: userId };
  const result = await User.updateOne(filter, { $set: set });
  if (result.matchedCount !== 1) throw new ConflictError(NO_PLAN_TO_SWITCH_ON);
}

export type PlanGrant = { planId: string; visits: number; expiresAt: Date; remark: string };

/**
 * An admin gives a plan (paid at the office, or to make up for a complaint). A running plan is extended: its
 * visits grow by `visits` and it runs until the later of its own expiry and the one given, so a grant never
 * takes away what was bought. A user without a running plan starts afresh with `visits` visits. Written over
 * the revision that was read, like a paid order, so a booking or a payment landing meanwhile is not lost.
 */
export async function grantPlan(userId: string, grant: PlanGrant, now: Date = new Date()): Promise<void> {
  const plan = findPlan(grant.planId);
  if (!plan) throw new InvalidInputError("Choose one of the plans on sale.", { planId: "Choose a plan" });
  if (grant.expiresAt <= now) {
    throw new InvalidInputError("The expiry must be in the future.", { expiresAt: "Choose a date after today" });
  }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const user = await User.findById(userId, { subscription: 1 }).lean<Pick<UserDoc, "_id" | "subscription">>();
    if (!user) throw new NotFoundError("User not found");
    const current = user.subscription;
    const running = isSubscriptionActive(current, now);
    const expiresAt = running && current!.expiresAt! > grant.expiresAt ? current!.expiresAt! : grant.expiresAt;
    const set: Record<string, unknown> = {
      "subscription.isActive": true,
      "subscription.planId": plan.id,
      "subscription.duration": plan.duration,
      "subscription.expiresAt": expiresAt,
      "subscription.activatedAt": running ? (current!.activatedAt ?? now) : now,
      "subscription.remarks": grant.remark,
    };
    const inc: Record<string, number> = { "subscription.revision": 1 };
    if (running) {
      inc["subscription.visitsTotal"] = grant.visits;
    } else {
      set["subscription.visitsTotal"] = grant.visits;
      set["subscription.visitsUsed"] = 0;
    }
    const revision = current?.revision ?? 0;
    const sameRevision =
      revision === 0
        ? { $or: [{ "subscription.revision": 0 }, { "subscription.revision": { $exists: false } }] }
        : { "subscription.revision": revision };
    const result = await User.updateOne({ _id: user._id, ...sameRevision }, { $set: set, $inc: inc });
    if (result.matchedCount === 1) return;
  }
  throw new ConflictError("The plan kept changing while it was granted. Please try again.");
}
