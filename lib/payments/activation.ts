import { connectToDatabase, inTransaction } from "@/lib/db";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { confirmOfferPlace } from "@/lib/payments/offer";
import { paymentSettings, refundProviderPayment } from "@/lib/payments/provider";
import { addPlanToSubscription } from "@/lib/payments/subscription";
import { Order, type OrderDoc } from "@/models/Order";

export const OFFER_GONE_REFUNDED =
  "This order's offer place lapsed and every place has since been taken, so the payment is being refunded in full. The plan is available at its normal price.";

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
  const found = await Order.findOne(
    { razorpayOrderId },
    { user: 1, offer: 1, status: 1, activated: 1, amount: 1 },
  ).lean<Pick<OrderDoc, "_id" | "user" | "offer" | "status" | "activated" | "amount">>();
  if (!found || (ownerId !== undefined && String(found.user) !== ownerId)) throw new NotFoundError("Order not found");
  if (found.status === "refunded") throw new ConflictError(OFFER_GONE_REFUNDED);
  if (found.offer && !found.activated) {
    const kept = await confirmOfferPlace(found.offer, razorpayOrderId, String(found.user));
    if (!kept) await refundOverCap(found, razorpayPaymentId);
  }

  return inTransaction(
    async (session) => {
      const order = (await Order.findById(found._id).session(session).lean<OrderDoc>())!;
      if (order.status === "paid" && order.activated) return order;
      const now = new Date();
      const paid: OrderDoc =
        order.status === "paid"
          ? order
          : { ...order, status: "paid", razorpayPaymentId, paidAt: now, failureReason: "" };
      await addPlanToSubscription(paid, session);
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

/**
 * An offer order paid after its hold, once every place is paid or held by another order: it was charged what
 * it says (the offer price), and the offer is never paid more often than its cap, so the payment is given
 * back and the plan not activated. The order turns `refunded` once (a repeated report finds it so and
 * refunds nothing more); when the refund call fails it goes back to waiting, and the next report tries again.
 */
async function refundOverCap(order: Pick<OrderDoc, "_id" | "amount">, razorpayPaymentId: string): Promise<never> {
  const turned = await Order.updateOne(
    { _id: order._id, status: { $ne: "refunded" }, activated: false },
    { $set: { status: "refunded", razorpayPaymentId, failureReason: OFFER_GONE_REFUNDED } },
  );
  if (turned.modifiedCount > 0) {
    try {
      await refundProviderPayment(paymentSettings(), razorpayPaymentId, order.amount);
    } catch (error) {
      await Order.updateOne(
        { _id: order._id, status: "refunded" },
        { $set: { status: "created", failureReason: "" }, $unset: { razorpayPaymentId: 1 } },
      );
      throw error;
    }
  }
  throw new ConflictError(OFFER_GONE_REFUNDED);
}
