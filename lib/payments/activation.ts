import { connectToDatabase, inTransaction } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { addPlanToSubscription } from "@/lib/payments/subscription";
import { Order, type OrderDoc } from "@/models/Order";

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
  if (!found || (ownerId !== undefined && String(found.user) !== ownerId)) throw new NotFoundError("Order not found");

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
