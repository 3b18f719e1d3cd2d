/**
 * The client's address for per-IP limits: the first X-Forwarded-For entry, which the load balancer or
 * reverse proxy in front of the app sets (deploy behind one that overwrites it, or clients can choose
 * their own). Without the header (local runs, tests) every request shares one bucket.
 */
export function clientIp(request: { headers: Headers }): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const ip = forwarded || request.headers.get("x-real-ip")?.trim();
  return ip && ip.length <= 64 ? ip : "unknown";
}
