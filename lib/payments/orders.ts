import { connectToDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { InvalidInputError, NotFoundError, UnauthenticatedError, UnavailableError } from "@/lib/errors";
import type { Payer } from "@/lib/payments/caller";
import { settlePayment } from "@/lib/payments/activation";
import { LOGIN_TO_PAY, PAYMENT_SUCCESS, PAYMENT_VERIFICATION_FAILED } from "@/domain/payments/options";
import {
  createProviderOrder,
  PAYMENTS_UNAVAILABLE,
  paymentSettings,
  simulatedPaymentId,
} from "@/lib/payments/provider";
import { checkoutSignature, isValidCheckoutSignature } from "@/lib/payments/signatures";
import { toPublicSubscription } from "@/lib/payments/subscription";
import { chargeFor, holdPlaceFor, OFFER_CHECKOUT_SECONDS, releasePlace } from "@/lib/payments/offer";
import { expireOfferPages } from "@/lib/payments/offer-page";
import type { Plan } from "@/lib/plans";
import { consumeOrRefuse, LIMITS, minutesText } from "@/lib/rate-limit";
import { Order, type OrderDoc } from "@/models/Order";
import { User, type UserDoc } from "@/models/User";

/** What the pricing page needs to open Razorpay's checkout for a new order. */
export async function createPlanOrder(plan: Plan, caller: Payer) {
  const settings = paymentSettings();
  if (settings.mode === "unavailable") throw new UnavailableError(PAYMENTS_UNAVAILABLE);
  await consumeOrRefuse(
    [{ rule: LIMITS.orderPerUser, key: caller.id }],
    (seconds) => `Too many payment attempts. Please try again in ${minutesText(seconds)}.`,
  );
  await connectToDatabase();
  const buyer = await User.findById(caller.id, { name: 1, email: 1, phone: 1 }).lean<UserDoc>();
  if (!buyer) throw new UnauthenticatedError(LOGIN_TO_PAY);

  // The introductory offer's price when this order takes one of its places; otherwise the plan's own.
  const charge = await chargeFor(plan, caller.id);
  if (charge.offer) expireOfferPages();
  const notes = {
    plan: plan.id,
    house_visits: String(plan.houseVisits),
    user_id: caller.id,
    ...(charge.offer ? { offer: "introductory" } : {}),
  };
  const place = charge.offer ? charge.place : null;
  let created: Awaited<ReturnType<typeof createProviderOrder>>;
  try {
    created = await createProviderOrder(settings, {
      amount: charge.price * 100,
      currency: "INR",
      receipt: `receipt_${Date.now()}`,
      notes,
    });
  } catch (error) {
    // No order to pay: its place goes to the next buyer at once.
    if (place) await releasePlace(place);
    throw error;
  }
  if (place) await holdPlaceFor(place, created.id);
  await Order.create({
    user: caller.id,
    provider: settings.mode,
    planId: plan.id,
    planName: plan.name,
    houseVisits: plan.houseVisits,
    duration: plan.duration,
    amount: created.amount,
    currency: created.currency,
    receipt: created.receipt,
    razorpayOrderId: created.id,
    ...(charge.offer ? { offer: charge.key } : {}),
  });
  return {
    success: true as const,
    id: created.id,
    amount: created.amount,
    currency: created.currency,
    receipt: created.receipt,
    keyId: settings.keyId,
    /** "simulated": no Razorpay keys here; complete it with POST /api/payments/simulate instead of the checkout. */
    mode: settings.mode,
    notes,
    /** An offer order's checkout closes itself while the order still holds its place. */
    ...(charge.offer ? { checkoutSeconds: OFFER_CHECKOUT_SECONDS } : {}),
    plan: {
      id: plan.id,
      name: plan.name,
      description: plan.description,
      price: charge.price,
      houseVisits: plan.houseVisits,
      duration: plan.duration,
    },
    prefill: { name: buyer.name, email: buyer.email, contact: buyer.phone ?? "" },
  };
}

export type CheckoutResult = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/**
 * The checkout's success handler reports a payment: its signature must be Razorpay's (checked in constant
 * time), the order must be the caller's, and the plan is the one stored with the order.
 */
export async function verifyCheckoutPayment(result: CheckoutResult, caller: Payer) {
  const settings = paymentSettings();
  if (settings.mode === "unavailable") throw new UnavailableError(PAYMENTS_UNAVAILABLE);
  const valid = isValidCheckoutSignature(
    result.razorpay_order_id,
    result.razorpay_payment_id,
    result.razorpay_signature,
    settings.keySecret,
  );
  if (!valid) throw new InvalidInputError(PAYMENT_VERIFICATION_FAILED);
  const order = await settlePayment({
    razorpayOrderId: result.razorpay_order_id,
    razorpayPaymentId: result.razorpay_payment_id,
    ownerId: caller.id,
  });
  const user = await User.findById(caller.id, { subscription: 1 }).lean<UserDoc>();
  return {
    success: true as const,
    message: PAYMENT_SUCCESS,
    order: toPublicOrder(order),
    subscription: toPublicSubscription(user?.subscription),
  };
}

/**
 * Development only: what Razorpay's checkout would hand back for a simulated order, signed with the
 * simulated secret, so the pricing page can run its real verify call. Absent (404) whenever real keys
 * are configured or the server runs in production.
 */
export async function simulateCheckoutPayment(razorpayOrderId: string, caller: Payer): Promise<CheckoutResult> {
  const settings = paymentSettings();
  if (env().NODE_ENV === "production" || settings.mode !== "simulated") throw new NotFoundError();
  await connectToDatabase();
  const order = await Order.exists({ razorpayOrderId, user: caller.id, provider: "simulated" });
  if (!order) throw new NotFoundError("Order not found");
  const paymentId = simulatedPaymentId();
  return {
    razorpay_order_id: razorpayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(razorpayOrderId, paymentId, settings.keySecret),
  };
}

/** An order as its buyer sees it in the profile's payment history. Amounts are in paise. */
export function toPublicOrder(order: OrderDoc) {
  return {
    id: String(order._id),
    orderId: order.razorpayOrderId,
    date: new Date(order.createdAt).toISOString(),
    plan: { id: order.planId, name: order.planName, houseVisits: order.houseVisits, duration: order.duration },
    amount: order.amount,
    currency: order.currency ?? "INR",
    status: order.status ?? "created",
    paymentId: order.razorpayPaymentId ?? null,
    paidAt: order.paidAt ? new Date(order.paidAt).toISOString() : null,
    simulated: order.provider === "simulated",
  };
}

export type PublicOrder = ReturnType<typeof toPublicOrder>;

const ORDER_HISTORY_LIMIT = 50;

/** The caller's orders, newest first. */
export async function listOrders(caller: Payer): Promise<PublicOrder[]> {
  await connectToDatabase();
  const orders = await Order.find({ user: caller.id })
    .sort({ createdAt: -1, _id: -1 })
    .limit(ORDER_HISTORY_LIMIT)
    .lean<OrderDoc[]>();
  return orders.map(toPublicOrder);
}
