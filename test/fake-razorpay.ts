import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Razorpay's API on a free local port, so the official SDK runs its real code path in tests:
 * `POST /v1/orders` with basic-auth checking, answering like Razorpay. Every call is recorded, so a test
 * can assert that Razorpay was not called. Point RAZORPAY_API_BASE at `url`.
 */
export type RecordedCall = { method: string; path: string; body: unknown; authorized: boolean };

export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const calls: RecordedCall[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      // A body that is not JSON is recorded as empty and refused below.
    }
    const authorized = req.headers.authorization === expectedAuth;
    calls.push({ method: req.method ?? "", path: req.url ?? "", body, authorized });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    const error = (status: number, description: string) =>
      send(status, { error: { code: "BAD_REQUEST_ERROR", description, source: "NA", step: "NA", reason: "NA" } });

    if (!authorized) return error(401, "Authentication failed");
    if (req.method === "POST" && req.url === "/v1/orders") {
      const { amount, currency, receipt, notes } = body;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
        return error(400, "The amount must be atleast INR 1.00");
      }
      if (currency !== "INR") return error(400, "The currency is invalid.");
      return send(200, {
        id: `order_${randomBytes(7).toString("hex")}`,
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: receipt ?? null,
        offer_id: null,
        status: "created",
        attempts: 0,
        notes: notes ?? [],
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    return error(404, "The requested URL was not found on the server.");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** What Razorpay's checkout hands the page after a payment: signed `order_id|payment_id`. */
export function signedCheckoutResult(orderId: string, keySecret: string, paymentId = newPaymentId()) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex"),
  };
}

export function newPaymentId(): string {
  return `pay_${randomBytes(7).toString("hex")}`;
}

/** A webhook delivery as Razorpay sends it: the JSON body and its X-Razorpay-Signature. */
export function signedWebhook(event: Record<string, unknown>, webhookSecret: string) {
  const body = JSON.stringify(event);
  return { body, signature: createHmac("sha256", webhookSecret).update(body).digest("hex") };
}

export function paymentCapturedEvent(orderId: string, paymentId: string, amount: number) {
  return {
    entity: "event",
    event: "payment.captured",
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: "payment",
          order_id: orderId,
          amount,
          currency: "INR",
          status: "captured",
          email: "buyer@example.in",
          contact: "+919437000000",
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

export function orderPaidEvent(orderId: string, paymentId: string, amount: number) {
  return {
    entity: "event",
    event: "order.paid",
    contains: ["payment", "order"],
    payload: {
      payment: {
        entity: { id: paymentId, entity: "payment", order_id: orderId, amount, currency: "INR", status: "captured" },
      },
      order: { entity: { id: orderId, entity: "order", amount, amount_paid: amount, amount_due: 0, status: "paid" } },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

export function paymentFailedEvent(orderId: string, paymentId: string, amount: number) {
  return {
    entity: "event",
    event: "payment.failed",
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: "payment",
          order_id: orderId,
          amount,
          status: "failed",
          error_description: "Payment was declined by the bank",
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}
