import type { IncomingMessage } from "node:http";
import { env } from "@/lib/env";
import { peerAddressOf, recordPeerAddresses } from "@/lib/http/peer-address";
import { log } from "@/lib/log";

/**
 * The client's address for per-address limits and view counts, by TRUSTED_PROXY_HOPS:
 *
 * - 0 (the default: clients reach `next start` directly): the address of the connection itself (see
 *   peer-address.ts). X-Forwarded-For is the client's own words then and is never read, so writing a new
 *   one on every request does not make a new client.
 * - N >= 1 (N reverse proxies in front): each proxy appends the address it received the request from to
 *   X-Forwarded-For, so the right-most N entries were written by proxies we run and the N-th from the right
 *   is the client; everything to its left was written by the client and is never used. With fewer entries
 *   than hops, the left-most one is still a proxy's.
 *
 * When the address cannot be known (a request that reached the server before it began recording addresses,
 * or a handler called outside a server), every such request shares one key: stricter, never a way around a
 * limit.
 */
export const SHARED_CLIENT_KEY = "unknown";
const MAX_ADDRESS_LENGTH = 64;

export function clientIpFrom(forwardedFor: string | null, trustedHops: number, peerAddress: string | null): string {
  if (trustedHops <= 0) return peerAddress ?? SHARED_CLIENT_KEY;
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return peerAddress ?? SHARED_CLIENT_KEY;
  const ip = entries[Math.max(0, entries.length - trustedHops)];
  return ip.length <= MAX_ADDRESS_LENGTH ? ip : SHARED_CLIENT_KEY;
}

export function clientIp(request: { headers: Headers }): string {
  const { headers } = request;
  return clientIpFrom(headers.get("x-forwarded-for"), env().TRUSTED_PROXY_HOPS, peerAddressOf(headers));
}

let warnedAboutForwardedFor = false;

/**
 * With TRUSTED_PROXY_HOPS=0 an X-Forwarded-For header means a proxy the settings do not know about (every
 * visitor would then share the proxy's address and its limits) or a client trying its luck: said once.
 */
export function warnOnceAboutForwardedFor(request: IncomingMessage, trustedHops: number): void {
  if (warnedAboutForwardedFor || trustedHops > 0 || request.headers["x-forwarded-for"] === undefined) return;
  warnedAboutForwardedFor = true;
  log.warn(
    { setting: "TRUSTED_PROXY_HOPS", peer: request.socket?.remoteAddress },
    "A request came with X-Forwarded-For while TRUSTED_PROXY_HOPS is 0: the header is ignored and each " +
      "connection's own address counts for per-address limits. Behind one reverse proxy set " +
      "TRUSTED_PROXY_HOPS=1 (2 with a CDN in front of it), or every visitor shares the proxy's limits.",
  );
}

/** Started once by instrumentation.ts: records each connection's address and watches for the header above. */
export function watchClientAddresses(): void {
  const trustedHops = env().TRUSTED_PROXY_HOPS;
  recordPeerAddresses((request) => warnOnceAboutForwardedFor(request, trustedHops));
}
