import { clientIp, clientIpFrom, SHARED_CLIENT_KEY } from "@/lib/http/client-ip";
import { parseEnv } from "@/lib/env";
import { peerAddressHeader, PEER_ADDRESS_HEADER } from "@/lib/http/peer-address";

const PEER = "198.51.100.7";

describe("clientIpFrom", () => {
  it("with no proxy (0 hops) is the connection's own address, whatever X-Forwarded-For says", () => {
    expect(clientIpFrom(null, 0, PEER)).toBe(PEER);
    expect(clientIpFrom("203.0.113.5", 0, PEER)).toBe(PEER);
    // A spoofed chain, long or short, changes nothing.
    expect(clientIpFrom("1.2.3.4, 203.0.113.5", 0, PEER)).toBe(PEER);
  });

  it("behind one proxy (1 hop) is the entry that proxy appended, not a spoofed entry on its left", () => {
    expect(clientIpFrom("203.0.113.5", 1, PEER)).toBe("203.0.113.5");
    expect(clientIpFrom("1.2.3.4, 203.0.113.5", 1, PEER)).toBe("203.0.113.5");
  });

  it("behind a CDN and a proxy (2 hops) is the entry the CDN appended, not a spoofed entry on its left", () => {
    expect(clientIpFrom("203.0.113.5, 10.0.0.2", 2, PEER)).toBe("203.0.113.5");
    expect(clientIpFrom("1.2.3.4, 203.0.113.5, 10.0.0.2", 2, PEER)).toBe("203.0.113.5");
    // A chain shorter than the hops is all the proxies' own: its left-most entry.
    expect(clientIpFrom("203.0.113.5", 2, PEER)).toBe("203.0.113.5");
  });

  it("never uses what the client wrote on the left: rotating it keeps the same key at every setting", () => {
    const lefts = ["9.9.9.9", "8.8.8.8, 7.7.7.7", "anything-at-all", ""];
    for (const [hops, chain] of [
      [0, ""],
      [1, "198.51.100.9"],
      [2, "198.51.100.9, 10.0.0.2"],
    ] as const) {
      const keys = new Set(lefts.map((left) => clientIpFrom([left, chain].filter(Boolean).join(", "), hops, PEER)));
      expect(keys.size).toBe(1);
    }
  });

  it("falls back to one shared key when the address cannot be known, never to the header", () => {
    expect(clientIpFrom("203.0.113.5", 0, null)).toBe(SHARED_CLIENT_KEY);
    expect(clientIpFrom(null, 1, null)).toBe(SHARED_CLIENT_KEY);
    expect(clientIpFrom(" , ", 1, null)).toBe(SHARED_CLIENT_KEY);
    expect(clientIpFrom(null, 1, PEER)).toBe(PEER);
    expect(clientIpFrom(`1.1.1.1, ${"x".repeat(100)}`, 1, PEER)).toBe(SHARED_CLIENT_KEY);
  });

  it("reads TRUSTED_PROXY_HOPS from the settings, default 0, refusing nonsense", () => {
    expect(parseEnv({ NODE_ENV: "test" }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: "" }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: "1" }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(parseEnv({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(() => parseEnv({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe("clientIp with the default setting", () => {
  const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

  it("is the recorded peer address, and a peer header without this process's token is not believed", () => {
    expect(clientIp(request({ ...peerAddressHeader("203.0.113.8"), "x-forwarded-for": "1.2.3.4" }))).toBe(
      "203.0.113.8",
    );
    // IPv4 clients of a dual-stack socket are the same clients.
    expect(clientIp(request(peerAddressHeader("::ffff:203.0.113.8")))).toBe("203.0.113.8");
    expect(clientIp(request({ [PEER_ADDRESS_HEADER]: "203.0.113.8" }))).toBe(SHARED_CLIENT_KEY);
    expect(clientIp(request({ [PEER_ADDRESS_HEADER]: "forged-token 203.0.113.8" }))).toBe(SHARED_CLIENT_KEY);
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.8" }))).toBe(SHARED_CLIENT_KEY);
  });
});
