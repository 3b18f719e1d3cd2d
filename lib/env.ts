import { z } from "zod";
import { DEFAULT_ATTRIBUTION, DEFAULT_ATTRIBUTION_URL, DEFAULT_TILE_URL } from "@/lib/maps/tiles";
import { RAZORPAY_CHECKOUT_URL } from "@/domain/payments/options";

/**
 * Every setting the app reads, validated once. Integrations that are not configured fall back to
 * local stand-ins (mail to outbox files, images on local disk, a simulated payment provider); production
 * refuses to start without its secrets.
 */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** An empty setting (`NAME=` in a .env file) means "use the default", also for numbers. */
const unsetIfBlank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const optionalUrl = z.preprocess(unsetIfBlank, z.string().trim().url().optional());

/** Where `npm run dev` answers: the public address outside production when none is set (see parseEnv). */
export const DEVELOPMENT_SITE_URL = "http://localhost:3000";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // The public address; NEXTAUTH_URL stands in when unset, and production needs one of them.
  SITE_URL: optionalUrl,
  MONGODB_URI: optional,
  NEXTAUTH_URL: optionalUrl,
  NEXTAUTH_SECRET: optional,
  // How many reverse proxies (load balancer, nginx, CDN) append to X-Forwarded-For in front of the app;
  // 0: the right-most entry, which `next start` fills in from the connection when a request has none
  // (lib/http/client-ip.ts).
  TRUSTED_PROXY_HOPS: z.preprocess(unsetIfBlank, z.coerce.number().int().min(0).max(10).default(0)),
  SMTP_URL: optional,
  // The longest wait for each step of talking to the SMTP server (connect, greeting, each reply).
  SMTP_TIMEOUT_MS: z.preprocess(unsetIfBlank, z.coerce.number().int().min(500).max(120_000).default(5000)),
  MAIL_FROM: z.string().default("Odisha Homes <no-reply@odishahomes.in>"),
  MAIL_OUTBOX_DIR: z.string().default(".data/outbox"),
  // SMS through MSG91's Flow API (docs/phone-verification.md); unset: each SMS is written to SMS_OUTBOX_DIR.
  MSG91_AUTH_KEY: optional,
  MSG91_TEMPLATE_ID: optional,
  MSG91_SENDER_ID: optional,
  MSG91_API_BASE: z.string().url().default("https://control.msg91.com"),
  SMS_OUTBOX_DIR: z.string().default(".data/sms-outbox"),
  // The most SMS the site sends in a day, all numbers together; sending stops (503) before it is passed.
  SMS_DAILY_BUDGET: z.preprocess(unsetIfBlank, z.coerce.number().int().min(1).max(10_000_000).default(2000)),
  // "true": numbers outside India may be verified and used to sign in (the SMS route must serve them).
  SMS_ALLOW_INTERNATIONAL: z.preprocess(unsetIfBlank, z.enum(["true", "false"]).default("false")),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_API_BASE: z.string().url().default("https://api.razorpay.com"),
  NEXT_PUBLIC_RAZORPAY_CHECKOUT_URL: z.string().url().default(RAZORPAY_CHECKOUT_URL),
  CLOUDINARY_URL: optional,
  /**
   * Keeps Next.js's cache in Redis, shared by every instance (lib/cache/handler.mjs), and carries the live
   * channel of conversations between instances (lib/conversations/live.ts); unset: one instance. Read by
   * lib/redis, the one module that connects to it (plain JavaScript, so from process.env itself).
   */
  REDIS_URL: optional,
  /**
   * The shared HTTP cache in front of the instances (Varnish, deploy/varnish.vcl): a listing's change bans
   * its own page there at once (lib/cache/front.ts). Unset: no front cache, or a CDN that keeps pages only
   * for their s-maxage.
   */
  FRONT_CACHE_URL: optionalUrl,
  UPLOAD_DIR: z.string().default(".data/uploads"),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_WELL_KNOWN_URL: z.string().url().default("https://accounts.google.com/.well-known/openid-configuration"),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  SUPPORT_EMAIL: z.string().email().default("support@odishahomes.in"),
  CONTACT_PHONE: z.string().default("+91 94370 00000"),
  WHATSAPP_URL: z.string().url().default("https://wa.me/919437000000"),
  FACEBOOK_URL: z.string().url().default("https://www.facebook.com/odishahomes"),
  INSTAGRAM_URL: z.string().url().default("https://www.instagram.com/odishahomes"),
  TWITTER_URL: z.string().url().default("https://x.com/odishahomes"),
  MAP_EMBED_URL: z
    .string()
    .url()
    .default("https://www.openstreetmap.org/export/embed.html?bbox=85.80%2C20.33%2C85.84%2C20.36&layer=mapnik"),
  // Raster tiles of the maps ({z}/{x}/{y}, optionally {s}) and the credit their provider requires; read at
  // build time (lib/maps/tiles.ts), the CSP allows the template's origin.
  NEXT_PUBLIC_MAP_TILE_URL: z.preprocess(
    unsetIfBlank,
    z
      .string()
      .trim()
      .refine((v) => /\{z\}/.test(v) && /\{x\}/.test(v) && /\{y\}/.test(v), "needs {z}, {x} and {y}")
      .refine((v) => /^https?:\/\/[^/]+\//.test(v), "must be an http(s) address")
      .default(DEFAULT_TILE_URL),
  ),
  NEXT_PUBLIC_MAP_ATTRIBUTION: z.preprocess(unsetIfBlank, z.string().trim().max(200).default(DEFAULT_ATTRIBUTION)),
  NEXT_PUBLIC_MAP_ATTRIBUTION_URL: z.preprocess(unsetIfBlank, z.string().url().default(DEFAULT_ATTRIBUTION_URL)),
  // With an explicit offset (or Z), so the countdown ends at the same moment whatever the server's time zone.
  LAUNCH_DATE: z.iso.datetime({ offset: true }).default("2026-12-31T23:59:59+05:30"),
  // When the pricing page's introductory offer ends, with an offset (or Z) like LAUNCH_DATE; unset: the page
  // names no end date, and none once the moment has passed.
  OFFER_ENDS_AT: z.preprocess(unsetIfBlank, z.iso.datetime({ offset: true }).optional()),
  // The introductory offer on the One-Time Visit: its price in whole rupees (unset: no offer at all) and how
  // many orders it is for (unset: no cap). The server charges it, counts its places and stops at the cap.
  OFFER_PRICE: z.preprocess(unsetIfBlank, z.coerce.number().int().min(1).max(100_000).optional()),
  OFFER_CAP: z.preprocess(unsetIfBlank, z.coerce.number().int().min(1).max(1_000_000).optional()),
  // Background jobs (lib/jobs): "off" keeps the web process from running them (then run `npm run worker`).
  JOBS_WORKER: z.preprocess(unsetIfBlank, z.enum(["on", "off"]).default("on")),
  // How often a worker looks for due jobs, and the first wait before a failed job is tried again (doubled
  // each time, five tries more at most).
  JOBS_POLL_MS: z.preprocess(unsetIfBlank, z.coerce.number().int().min(50).max(60_000).default(5000)),
  JOBS_RETRY_DELAY_MS: z.preprocess(unsetIfBlank, z.coerce.number().int().min(10).max(3_600_000).default(30_000)),
  // The hour (Asia/Kolkata) daily saved-search digests go out, and an address that takes "unsubscribe" mails.
  ALERTS_DIGEST_HOUR: z.preprocess(unsetIfBlank, z.coerce.number().int().min(0).max(23).default(8)),
  ALERTS_UNSUBSCRIBE_MAILTO: z.preprocess(unsetIfBlank, z.string().email().optional()),
  // Web Push (docs/notifications.md): a VAPID key pair (`npx web-push generate-vapid-keys`) and a contact
  // for the push services; without the keys the site does not offer push.
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: z.preprocess(
    unsetIfBlank,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, "must start with mailto: or https://")
      .optional(),
  ),
  // The push services the server may deliver to (host names, each also covering its subdomains): a
  // subscription names a URL the server will call, so only these are accepted.
  PUSH_SERVICE_HOSTS: z
    .string()
    .default("fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com"),
  // How long a new message may stay unread before its recipient is mailed about the thread; messages that
  // arrive meanwhile go in the same mail.
  MESSAGE_MAIL_DELAY_MS: z.preprocess(
    unsetIfBlank,
    z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60 * 60 * 1000)
      .default(5 * 60 * 1000),
  ),
  // How long (ms) a lowered price must stand before the people who saved the listing hear of it. A day;
  // the browser tests shorten it to see the whole alert.
  PRICE_DROP_DELAY_MS: z.preprocess(
    unsetIfBlank,
    z.coerce
      .number()
      .int()
      .min(1000)
      .max(7 * 24 * 60 * 60 * 1000)
      .default(24 * 60 * 60 * 1000),
  ),
  // The hour (Asia/Kolkata) the daily freshness run reminds owners and expires unanswered listings.
  FRESHNESS_HOUR: z.preprocess(unsetIfBlank, z.coerce.number().int().min(0).max(23).default(7)),
});

/** The settings, with SITE_URL always known (see parseEnv). */
export type Env = Omit<z.infer<typeof schema>, "SITE_URL"> & { SITE_URL: string };

/** Settings that production cannot run without; each has a local default in development and tests. */
const requiredInProduction = ["NEXTAUTH_SECRET", "MONGODB_URI"] as const;

export class EnvError extends Error {}

/**
 * Payments are optional in production (without keys the site refuses to sell, with a clear message), but
 * half a configuration is a mistake: a key id needs its secret, and live payments need the webhook secret
 * so that buyers who close the browser after paying still get their plan.
 */
/** An SMS provider needs its key, its DLT-approved template and its registered sender id together. */
function checkMsg91(parsed: z.infer<typeof schema>): void {
  const names = ["MSG91_AUTH_KEY", "MSG91_TEMPLATE_ID", "MSG91_SENDER_ID"] as const;
  const set = names.filter((name) => parsed[name]);
  if (set.length && set.length < names.length) {
    const missing = names.filter((name) => !parsed[name]);
    throw new EnvError(`Missing required setting ${missing.join(", ")} (set with ${set.join(", ")})`);
  }
}

function checkRazorpayKeys(parsed: z.infer<typeof schema>): void {
  const { RAZORPAY_KEY_ID: id, RAZORPAY_KEY_SECRET: secret, RAZORPAY_WEBHOOK_SECRET: webhook } = parsed;
  if (id && !secret) throw new EnvError("Missing required setting RAZORPAY_KEY_SECRET (set with RAZORPAY_KEY_ID)");
  if (secret && !id) throw new EnvError("Missing required setting RAZORPAY_KEY_ID (set with RAZORPAY_KEY_SECRET)");
  if (id && !webhook) throw new EnvError("Missing required setting RAZORPAY_WEBHOOK_SECRET (set with RAZORPAY_KEY_ID)");
}

/** One VAPID key without the other is a mistake in any environment: push would fail at the first send. */
function checkVapidKeys(parsed: z.infer<typeof schema>): void {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = parsed;
  if (publicKey && !privateKey)
    throw new EnvError("Missing required setting VAPID_PRIVATE_KEY (set with VAPID_PUBLIC_KEY)");
  if (privateKey && !publicKey)
    throw new EnvError("Missing required setting VAPID_PUBLIC_KEY (set with VAPID_PRIVATE_KEY)");
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new EnvError(`Invalid setting ${issue.path.join(".")}: ${issue.message}`);
  }
  const parsed = result.data;
  checkVapidKeys(parsed);
  checkMsg91(parsed);
  // `next build` also runs with NODE_ENV=production but needs no secrets.
  const building = source.NEXT_PHASE === "phase-production-build";
  const siteUrl = parsed.SITE_URL ?? parsed.NEXTAUTH_URL;
  if (parsed.NODE_ENV === "production" && !building) {
    for (const name of requiredInProduction) {
      if (!parsed[name]) throw new EnvError(`Missing required setting ${name} (see .env.example)`);
    }
    // Without it, e-mails would link to localhost and the Origin check would trust it.
    if (!siteUrl) {
      throw new EnvError(
        "Missing required setting SITE_URL (or NEXTAUTH_URL): the site's public address, e.g. https://odishahomes.in (see .env.example)",
      );
    }
    checkRazorpayKeys(parsed);
  }
  // A build without either renders its pages with the development address; next.config.ts says so.
  return { ...parsed, SITE_URL: siteUrl ?? DEVELOPMENT_SITE_URL };
}

let cached: Env | undefined;

/** The validated settings, parsed on first use and then kept. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** A development-only secret so `npm run dev` works without configuration; production requires its own. */
export function authSecret(): string {
  return env().NEXTAUTH_SECRET ?? "development-only-secret-change-me-in-production";
}
