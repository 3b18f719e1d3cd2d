import { NextRequest } from "next/server";
import { POST as createOrder } from "@/app/api/order/route";
import { POST as webhook } from "@/app/api/razorpay/webhook/route";
import { POST as verifyPayment } from "@/app/api/verify-payment/route";
import { resetDatabase, type RouteHandler } from "@/test/db-helpers";
import { signedCheckoutResult, signedWebhook, startFakeRazorpay, type RecordedCall } from "@/test/fake-razorpay";

/** The keys the route tests configure; the fake Razorpay API accepts exactly these. */
export const KEYS = {
  keyId: "rzp_test_fakeKey123",
  keySecret: "fake-key-secret-for-tests",
  webhookSecret: "fake-webhook-secret-for-tests",
};

/**
 * Starts the fake Razorpay API for this test file and configures the app to use it, then resets the
 * database (unless told not to: a file with a database of its own connects after this). Call at module
 * level: settings are read on first use, so they are set before any request.
 */
export function useFakeRazorpay({ resetDatabase: reset = true }: { resetDatabase?: boolean } = {}): {
  calls: RecordedCall[];
} {
  const state = { calls: [] as RecordedCall[] };
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const fake = await startFakeRazorpay(KEYS.keyId, KEYS.keySecret);
    stop = fake.stop;
    state.calls = fake.calls;
    process.env.RAZORPAY_KEY_ID = KEYS.keyId;
    process.env.RAZORPAY_KEY_SECRET = KEYS.keySecret;
    process.env.RAZORPAY_WEBHOOK_SECRET = KEYS.webhookSecret;
    process.env.RAZORPAY_API_BASE = fake.url;
    if (reset) await resetDatabase();
  });
  afterAll(async () => {
    await stop?.();
  });
  return state;
}

const noParams = { params: Promise.resolve({}) };

/** Calls a route handler with a JSON request (signed in when a cookie is given). */
export async function call(
  handler: RouteHandler,
  url: string,
  {
    method = "POST",
    json,
    cookie,
    headers = {},
  }: { method?: string; json?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const request = new NextRequest(new URL(url, "http://localhost:3000"), {
    method,
    headers: {
      ...(json !== undefined ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  const response = await handler(request, noParams);
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

export async function orderPlan(cookie: string, planId: string) {
  const created = await call(createOrder, "/api/order", { json: { planId }, cookie });
  if (created.status !== 200) throw new Error(`order failed: ${JSON.stringify(created.body)}`);
  return created.body as { id: string; amount: number } & Record<string, any>;
}

/** Buys a plan the way the pricing page does: an order, then the checkout's signed result to verify. */
export async function buyPlan(cookie: string, planId: string) {
  const order = await orderPlan(cookie, planId);
  const verified = await call(verifyPayment, "/api/verify-payment", {
    json: signedCheckoutResult(order.id, KEYS.keySecret),
    cookie,
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { order, verified: verified.body };
}

let webhookEventCounter = 0;

/** Delivers a webhook body as Razorpay does: with an event id and, unless null, a signature. */
export async function deliverWebhook(body: string, signature: string | null) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-razorpay-event-id": `evt_${++webhookEventCounter}_${Date.now()}`,
  };
  if (signature !== null) headers["x-razorpay-signature"] = signature;
  const response = await webhook(
    new NextRequest("http://localhost:3000/api/razorpay/webhook", { method: "POST", headers, body }),
    noParams,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Delivers an event signed with the tests' webhook secret. */
export function deliverWebhookEvent(event: Record<string, unknown>) {
  const { body, signature } = signedWebhook(event, KEYS.webhookSecret);
  return deliverWebhook(body, signature);
}
