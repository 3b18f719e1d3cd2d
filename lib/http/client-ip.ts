import { env } from "@/lib/env";

/**
 * The client's address for per-address limits. Each reverse proxy in front of the app appends the address
 * it received the request from to X-Forwarded-For, so the right-most TRUSTED_PROXY_HOPS entries were
 * written by proxies we run and the one they name is the client; everything to its left was written by the
 * client and is never used (rotating it must not reset a limit). With fewer entries than hops, the
 * left-most one is still a proxy's. With TRUSTED_PROXY_HOPS=0 (the app faces the internet itself) the
 * header is the client's own words and is ignored: every request shares one key for the deployment.
 */
export const SHARED_CLIENT_KEY = "direct";

export function clientIpFrom(forwardedFor: string | null, trustedHops: number): string {
  if (trustedHops <= 0) return SHARED_CLIENT_KEY;
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return SHARED_CLIENT_KEY;
  const ip = entries[Math.max(0, entries.length - trustedHops)];
  return ip.length <= 64 ? ip : SHARED_CLIENT_KEY;
}

export function clientIp(request: { headers: Headers }): string {
  return clientIpFrom(request.headers.get("x-forwarded-for"), env().TRUSTED_PROXY_HOPS);
}
