import type { ClientSession, Types } from "mongoose";
import { connectToDatabase, inTransaction } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { durationDays } from "@/lib/plans";
import { isSubscriptionActive } from "@/lib/payments/subscription";
import { Order, type OrderDoc } from "@/models/Order";
import { User, type UserDoc } from "@/models/User";
import { log } from "@/lib/log";

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
async function applyToSubscription(order: OrderDoc, session: ClientSession): Promise<void> {
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

export type SettleInput = {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  /** Only this user's order may be settled (the checkout's verify call); webhooks settle any order. */
  ownerId?: string;
};

/**
 * Marks an order paid and activates its plan, in one transaction: the order is paid and activated and the
 * plan applied, or nothing changed. Safe to repeat: a settled order is left as it is. Calls on one buyer's
 * orders (the checkout's verify call, webhook deliveries, visit bookings) queue in this server.
 */
export async function settlePayment({ razorpayOrderId, razorpayPaymentId, ownerId }: SettleInput): Promise<OrderDoc> {
  await connectToDatabase();
  const found = await Order.findOne({ razorpayOrderId }, { user: 1 }).lean<Pick<OrderDoc, "_id" | "user">>();
  if (!found || (ownerId !== undefined && String(found.user) !== ownerId)) throw notFound("Order not found");

  return inTransaction(
    async (session) => {
      const order = (await Order.findById(found._id).session(session).lean<OrderDoc>())!;
      if (order.status === "paid" && order.activated) return order;
      const now = new Date();
      const paid: OrderDoc =
        order.status === "paid"
          ? order
          : { ...order, status: "paid", razorpayPaymentId, paidAt: now, failureReason: "" };
      await applyToSubscription(paid, session);
      // A failed attempt can be followed by a successful one on the same order, so failed -> paid is allowed.
      const settled = { ...paid, activated: true, activatedAt: now };
      await Order.updateOne(
        { _id: order._id, activated: false },
        {
          $set: {
            status: "paid",
            razorpayPaymentId: paid.razorpayPaymentId,
            paidAt: paid.paidAt,
            failureReason: paid.failureReason,
            activated: true,
            activatedAt: now,
          },
        },
        { session },
      );
      return settled;
    },
    { key: `account:${String(found.user)}` },
  );
}

/** A failed payment attempt; an order that is already paid stays paid. */
export async function markPaymentFailed(razorpayOrderId: string, reason: string): Promise<void> {
  await connectToDatabase();
  await Order.updateOne(
    { razorpayOrderId, status: "created" },
    { $set: { status: "failed", failureReason: reason.slice(0, 500) } },
  );
}
