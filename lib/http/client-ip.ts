import { env } from "@/lib/env";
import { log } from "@/lib/log";

/**
 * The client's address for per-address limits and view counts: an entry of X-Forwarded-For, counted from
 * the right by TRUSTED_PROXY_HOPS. Each reverse proxy appends the address it received the request from, so
 * behind N proxies the right-most N entries were written by proxies we run and the N-th from the right is
 * the client; everything to its left was written by the client and is never used. With fewer entries than
 * hops, the left-most one is still a proxy's.
 *
 * Route handlers get no socket from Next.js. `next start` writes the connection's address into
 * X-Forwarded-For only when the request brought none (it never appends to one). So with 0 hops (clients
 * reach `next start` directly) the right-most entry is what there is: the connection's address for a client
 * that sends no header, and the client's own words for one that does, which lets such a client name a new
 * address on every request and step around per-address limits. The app is meant to run behind a reverse
 * proxy that appends the true address (deploy/haproxy.cfg, TRUSTED_PROXY_HOPS=1); the server warns at start
 * when it runs in production with 0.
 *
 * A request without the header (a handler called outside a server) shares one key with every other such
 * request: stricter, never a way around a limit.
 */
export const SHARED_CLIENT_KEY = "unknown";
const MAX_ADDRESS_LENGTH = 64;

/** An IPv4 client of a dual-stack socket shows as `::ffff:203.0.113.5`; it is the same client as `203.0.113.5`. */
function normalizeAddress(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}

export function clientIpFrom(forwardedFor: string | null, trustedHops: number): string {
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return SHARED_CLIENT_KEY;
  const ip = entries[Math.max(0, entries.length - Math.max(1, trustedHops))];
  return ip.length <= MAX_ADDRESS_LENGTH ? normalizeAddress(ip) : SHARED_CLIENT_KEY;
}

export function clientIp(request: { headers: Headers }): string {
  return clientIpFrom(request.headers.get("x-forwarded-for"), env().TRUSTED_PROXY_HOPS);
}

export const DIRECT_CLIENTS_WARNING =
  "TRUSTED_PROXY_HOPS is 0: per-address limits and view counts read the right-most X-Forwarded-For entry, " +
  "which a client reaching this server directly may write itself. Run it behind a reverse proxy that " +
  "appends the client's address and set TRUSTED_PROXY_HOPS=1 (2 with a CDN in front of it).";

/** At start, in production: one warning when no proxy is trusted (see above). */
export function warnAboutDirectClients(settings: { NODE_ENV: string; TRUSTED_PROXY_HOPS: number } = env()): void {
  if (settings.NODE_ENV === "production" && settings.TRUSTED_PROXY_HOPS === 0) {
    log.warn({ setting: "TRUSTED_PROXY_HOPS" }, DIRECT_CLIENTS_WARNING);
  }
}
