// A stand-in for Razorpay on a local port, used by the route tests and the browser journeys:
//   POST /v1/orders            Razorpay's order API, with basic-auth checking, answering like Razorpay (the
//                              official SDK runs its real code path against it through RAZORPAY_API_BASE)
//   POST /v1/payments/ID/refund  a refund of a payment, answered as processed
//   GET  /checkout.js          a stand-in for Razorpay's checkout script (NEXT_PUBLIC_RAZORPAY_CHECKOUT_URL)
//   GET  /stub/sign?order_id=  what the checkout hands the page after paying an order this fake created,
//                              signed with the key secret as Razorpay does
// Every API call is recorded, so a test can assert that Razorpay was not called.
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";

/** Where the checkout stand-in reads what a journey wants to happen: "pay" (default), "dismiss" or "fail:CODE". */
export const CHECKOUT_OUTCOME_KEY = "checkout-stub-outcome";

/** Razorpay's checkout signature: HMAC-SHA256(key secret, "order_id|payment_id") in hex. */
export function signedCheckoutResult(orderId, keySecret, paymentId = newPaymentId()) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex"),
  };
}

export function newPaymentId() {
  return `pay_${randomBytes(7).toString("hex")}`;
}

// Runs in the browser. Like Razorpay's: `new Razorpay(options)`, `.on("payment.failed", fn)`, `.open()`.
const CHECKOUT_SCRIPT = `(function () {
  var base = document.currentScript.src.replace(/\\/checkout\\.js.*$/, "");
  function Razorpay(options) {
    this.options = options;
    this.listeners = {};
    window.__checkoutOptions = options;
  }
  Razorpay.prototype.on = function (event, listener) {
    (this.listeners[event] = this.listeners[event] || []).push(listener);
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    var outcome = localStorage.getItem(${JSON.stringify(CHECKOUT_OUTCOME_KEY)}) || "pay";
    setTimeout(function () {
      if (outcome === "dismiss") return options.modal && options.modal.ondismiss && options.modal.ondismiss();
      if (outcome.indexOf("fail:") === 0) {
        var code = outcome.slice(5);
        var error = {
          code: code,
          description: "Stub checkout failure " + code,
          source: "customer",
          step: "payment_authorization",
          reason: "payment_failed",
          metadata: { order_id: options.order_id, payment_id: "pay_stubfailed" },
        };
        (self.listeners["payment.failed"] || []).forEach(function (listener) { listener({ error: error }); });
        return;
      }
      fetch(base + "/stub/sign?order_id=" + encodeURIComponent(options.order_id))
        .then(function (response) { return response.json(); })
        .then(function (result) { options.handler(result); });
    }, 0);
  };
  window.Razorpay = Razorpay;
})();
`;

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Starts the fake on `port` (0: a free one) of 127.0.0.1. */
export async function startFakeRazorpay({ keyId, keySecret, port = 0 }) {
  const calls = [];
  const orders = new Set();
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const send = (status, body, type = "application/json") => {
      res.writeHead(status, { "content-type": type, "access-control-allow-origin": "*", "cache-control": "no-store" });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    const error = (status, description) =>
      send(status, { error: { code: "BAD_REQUEST_ERROR", description, source: "NA", step: "NA", reason: "NA" } });

    if (req.method === "GET" && url.pathname === "/checkout.js") {
      return send(200, CHECKOUT_SCRIPT, "text/javascript; charset=utf-8");
    }
    if (req.method === "GET" && url.pathname === "/stub/sign") {
      const orderId = url.searchParams.get("order_id") ?? "";
      if (!orders.has(orderId)) return error(404, "No such order");
      return send(200, signedCheckoutResult(orderId, keySecret));
    }

    const raw = await readBody(req);
    let body = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      // A body that is not JSON is recorded as empty and refused below.
    }
    const authorized = req.headers.authorization === expectedAuth;
    calls.push({ method: req.method ?? "", path: req.url ?? "", body, authorized });

    if (!authorized) return error(401, "Authentication failed");
    if (req.method === "POST" && url.pathname === "/v1/orders") {
      const { amount, currency, receipt, notes } = body;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
        return error(400, "The amount must be atleast INR 1.00");
      }
      if (currency !== "INR") return error(400, "The currency is invalid.");
      const id = `order_${randomBytes(7).toString("hex")}`;
      orders.add(id);
      return send(200, {
        id,
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
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
    if (req.method === "POST" && refund) {
      const { amount } = body;
      return send(200, {
        id: `rfnd_${randomBytes(7).toString("hex")}`,
        entity: "refund",
        amount,
        currency: "INR",
        payment_id: refund[1],
        status: "processed",
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    return error(404, "The requested URL was not found on the server.");
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    checkoutUrl: `${url}/checkout.js`,
    calls,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
