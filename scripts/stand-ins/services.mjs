// Stand-ins for the third parties that journeys touch, started by scripts/e2e.mjs before the app: an SMTP
// server that writes every message it receives to a folder the journeys read (E2E_MAIL_DIR), a local
// OpenID Connect provider in Google's place, a fake Razorpay (API and checkout script) and a map tile
// server. All listen on 127.0.0.1; the first two on free ports, Razorpay's and the tiles' on fixed ones (below).
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";
import webpush from "web-push";
import { startFakeRazorpay } from "./fake-razorpay.mjs";
import { startMailCatcher } from "./mail-catcher.mjs";
import { startFakeTiles } from "./fake-tiles.mjs";

/**
 * The Google stand-in. Which account "signs in" comes from the login_hint the app forwards, so parallel
 * journeys do not collide: the e-mail is the hint, and it counts as unverified when it contains
 * "+unverified". Without a hint the account is google.user@example.in.
 */
async function startGoogleMock() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  const hintByCode = new Map();
  server.service.on("beforeAuthorizeRedirect", (redirect, req) => {
    const code = redirect.url.searchParams.get("code");
    if (code && typeof req.query.login_hint === "string") hintByCode.set(code, req.query.login_hint);
  });
  server.service.on("beforeTokenSigning", (token, req) => {
    const email = hintByCode.get(req.body?.code) ?? "google.user@example.in";
    const local = email.split("@")[0].replace(/\+.*$/, "");
    Object.assign(token.payload, {
      sub: `google-${createHash("sha256").update(email).digest("hex").slice(0, 16)}`,
      email,
      email_verified: !email.includes("+unverified"),
      name: local.replace(/[._-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()),
    });
  });
  return {
    wellKnown: `${server.issuer.url}/.well-known/openid-configuration`,
    stop: () => server.stop(),
  };
}

/**
 * Razorpay's stand-in. The checkout script's address is built into the pages and their CSP, so it sits on
 * a port fixed per app port (E2E_PORT + 2000, or E2E_RAZORPAY_PORT) and a reused build still finds it.
 * The key secret is new every run: the build is checked for it, and no page may carry it.
 */
async function startRazorpayFake() {
  const keyId = "rzp_test_e2e";
  const keySecret = `e2e-key-secret-${randomBytes(12).toString("hex")}`;
  const port = Number(process.env.E2E_RAZORPAY_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2000);
  const fake = await startFakeRazorpay({ keyId, keySecret, port });
  return {
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: `e2e-webhook-secret-${randomBytes(12).toString("hex")}`,
      RAZORPAY_API_BASE: fake.url,
      NEXT_PUBLIC_RAZORPAY_CHECKOUT_URL: fake.checkoutUrl,
    },
    stop: fake.stop,
  };
}

function vapidKeys() {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}

/**
 * The maps' tiles. Their address is built into the pages and the CSP like the checkout script's, so the
 * stand-in sits on a port fixed per app port too (E2E_PORT + 2100, or E2E_TILES_PORT).
 */
async function startTileFake() {
  const port = Number(process.env.E2E_TILES_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2100);
  const tiles = await startFakeTiles({ port });
  return {
    env: {
      NEXT_PUBLIC_MAP_TILE_URL: tiles.template,
      NEXT_PUBLIC_MAP_ATTRIBUTION: "© OpenStreetMap contributors",
    },
    stop: tiles.stop,
  };
}

/** Starts them all; `env` is what the app under test and the journeys need to reach them. */
export async function startServices() {
  const mail = await startMailCatcher();
  const google = await startGoogleMock();
  const razorpay = await startRazorpayFake();
  const tiles = await startTileFake();
  return {
    env: {
      SMTP_URL: mail.url,
      E2E_MAIL_DIR: mail.dir,
      // No SMS provider: the app writes each SMS to this folder (lib/sms), where the journeys read the codes.
      SMS_OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), "e2e-sms-")),
      GOOGLE_CLIENT_ID: "e2e-client",
      GOOGLE_CLIENT_SECRET: "e2e-client-secret",
      GOOGLE_WELL_KNOWN_URL: google.wellKnown,
      ...razorpay.env,
      // Push is offered, with a key pair of this run (a browser's real push service is out of reach here).
      ...vapidKeys(),
      ...tiles.env,
      // A lowered price is checked 5 seconds on instead of a day, so a journey sees the saver's mail.
      PRICE_DROP_DELAY_MS: "5000",
    },
    stop: async () => {
      await Promise.allSettled([mail.stop(), google.stop(), razorpay.stop(), tiles.stop()]);
    },
  };
}
