import { randomBytes } from "node:crypto";
import Razorpay from "razorpay";
import { env } from "@/lib/env";
import { UnavailableError } from "@/lib/errors";
import { ORDER_FAILED } from "@/domain/payments/options";

/**
 * Which payment provider this server uses. With RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET it is Razorpay
 * (its API at RAZORPAY_API_BASE). Without them, development and tests get a clearly labelled simulated
 * provider whose secrets are public constants, so it can never take real money; production gets none and
 * refuses to sell.
 */
export type PaymentSettings =
  | { mode: "razorpay"; keyId: string; keySecret: string; webhookSecret?: string }
  | { mode: "simulated"; keyId: string; keySecret: string; webhookSecret: string }
  | { mode: "unavailable" };

export const SIMULATED_KEY_ID = "rzp_test_simulated";
const SIMULATED_KEY_SECRET = "simulated-checkout-secret-for-development-only";
const SIMULATED_WEBHOOK_SECRET = "simulated-webhook-secret-for-development-only";

export const PAYMENTS_UNAVAILABLE =
  "Online payments are not available right now. Please contact us to buy a visit plan.";

export function paymentSettings(): PaymentSettings {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, NODE_ENV } = env();
  if (RAZORPAY_KEY_ID && RAZORPAY_KEY_SECRET) {
    return {
      mode: "razorpay",
      keyId: RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    };
  }
  if (NODE_ENV === "production") return { mode: "unavailable" };
  return {
    mode: "simulated",
    keyId: SIMULATED_KEY_ID,
    keySecret: SIMULATED_KEY_SECRET,
    webhookSecret: RAZORPAY_WEBHOOK_SECRET ?? SIMULATED_WEBHOOK_SECRET,
  };
}

export type ProviderOrderRequest = {
  amount: number;
  currency: "INR";
  receipt: string;
  notes: Record<string, string>;
};

export type ProviderOrder = { id: string; amount: number; currency: string; receipt: string };

let client: { key: string; razorpay: Razorpay } | undefined;

/** The official SDK, pointed at RAZORPAY_API_BASE (it hard-codes api.razorpay.com) and given a timeout. */
function razorpayClient(keyId: string, keySecret: string): Razorpay {
  const key = `${keyId}:${keySecret}:${env().RAZORPAY_API_BASE}`;
  if (client?.key !== key) {
    const razorpay = new Razorpay({ key_id: keyId, key_secret: keySecret });
    const http = (razorpay.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq;
    http.defaults.baseURL = env().RAZORPAY_API_BASE.replace(/\/+$/, "");
    // The SDK sets no timeout: a hung connection must not hold the buyer's request forever.
    http.defaults.timeout = 15_000;
    client = { key, razorpay };
  }
  return client.razorpay;
}

export async function createProviderOrder(
  settings: Exclude<PaymentSettings, { mode: "unavailable" }>,
  request: ProviderOrderRequest,
): Promise<ProviderOrder> {
  if (settings.mode === "simulated") {
    return { id: `order_sim_${randomBytes(8).toString("hex")}`, ...request };
  }
  try {
    const order = await razorpayClient(settings.keyId, settings.keySecret).orders.create(request);
    return {
      id: order.id,
      amount: Number(order.amount),
      currency: order.currency,
      receipt: order.receipt ?? request.receipt,
    };
  } catch (error) {
    throw new UnavailableError(ORDER_FAILED, { cause: error, upstreamFailed: true });
  }
}

const REFUND_FAILED = "The payment could not be refunded just now. Please try again in a few minutes.";

/**
 * Gives a payment back in full (`amount` in paise). The simulated provider took no money, so there is
 * nothing to give back.
 */
export async function refundProviderPayment(
  settings: PaymentSettings,
  paymentId: string,
  amount: number,
): Promise<void> {
  if (settings.mode !== "razorpay") return;
  try {
    await razorpayClient(settings.keyId, settings.keySecret).payments.refund(paymentId, { amount });
  } catch (error) {
    throw new UnavailableError(REFUND_FAILED, { cause: error, upstreamFailed: true });
  }
}

/** A made-up payment id for the simulated provider's checkout. */
export function simulatedPaymentId(): string {
  return `pay_sim_${randomBytes(8).toString("hex")}`;
}
