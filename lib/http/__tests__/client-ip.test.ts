import {
  clientIp,
  clientIpFrom,
  DIRECT_CLIENTS_WARNING,
  SHARED_CLIENT_KEY,
  warnAboutDirectClients,
} from "@/lib/http/client-ip";
import { parseEnv } from "@/lib/env";
import { setLogDestination } from "@/lib/log";

describe("clientIpFrom", () => {
  it("with no proxy trusted (0 hops) is the right-most entry: the one `next start` fills in from the connection", () => {
    expect(clientIpFrom("198.51.100.7", 0)).toBe("198.51.100.7");
    // A dual-stack socket names an IPv4 client as ::ffff:...: the same client.
    expect(clientIpFrom("::ffff:198.51.100.7", 0)).toBe("198.51.100.7");
    // Behind a proxy that appends, what the client wrote on the left changes nothing.
    expect(clientIpFrom("1.2.3.4, 198.51.100.7", 0)).toBe("198.51.100.7");
  });

  it("behind one proxy (1 hop) is the entry that proxy appended, not a spoofed entry on its left", () => {
    expect(clientIpFrom("203.0.113.5", 1)).toBe("203.0.113.5");
    expect(clientIpFrom("1.2.3.4, 203.0.113.5", 1)).toBe("203.0.113.5");
  });

  it("behind a CDN and a proxy (2 hops) is the entry the CDN appended, not a spoofed entry on its left", () => {
    expect(clientIpFrom("203.0.113.5, 10.0.0.2", 2)).toBe("203.0.113.5");
    expect(clientIpFrom("1.2.3.4, 203.0.113.5, 10.0.0.2", 2)).toBe("203.0.113.5");
    // A chain shorter than the hops is all the proxies' own: its left-most entry.
    expect(clientIpFrom("203.0.113.5", 2)).toBe("203.0.113.5");
  });

  it("never uses what the client wrote on the left: rotating it keeps the same key at every setting", () => {
    const lefts = ["9.9.9.9", "8.8.8.8, 7.7.7.7", "anything-at-all", ""];
    for (const [hops, chain] of [
      [0, "198.51.100.9"],
      [1, "198.51.100.9"],
      [2, "198.51.100.9, 10.0.0.2"],
    ] as const) {
      const keys = new Set(lefts.map((left) => clientIpFrom([left, chain].filter(Boolean).join(", "), hops)));
      expect(keys).toEqual(new Set(["198.51.100.9"]));
    }
  });

  it("falls back to one shared key when there is no address to read", () => {
    expect(clientIpFrom(null, 0)).toBe(SHARED_CLIENT_KEY);
    expect(clientIpFrom(null, 1)).toBe(SHARED_CLIENT_KEY);
    expect(clientIpFrom(" , ", 1)).toBe(SHARED_CLIENT_KEY);
    expect(clientIpFrom(`1.1.1.1, ${"x".repeat(100)}`, 1)).toBe(SHARED_CLIENT_KEY);
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

  it("is the right-most X-Forwarded-For entry, and one shared key without the header", () => {
    expect(clientIp(request({ "x-forwarded-for": "1.2.3.4, 203.0.113.8" }))).toBe("203.0.113.8");
    expect(clientIp(request({}))).toBe(SHARED_CLIENT_KEY);
  });
});

describe("warnAboutDirectClients", () => {
  const warnings = () => {
    const lines: Array<Record<string, unknown>> = [];
    const restore = setLogDestination({ write: (line: string) => lines.push(JSON.parse(line)) });
    return { lines, restore };
  };

  it("warns once at start, naming the setting, when a production server trusts no proxy", () => {
    const { lines, restore } = warnings();
    try {
      warnAboutDirectClients({ NODE_ENV: "production", TRUSTED_PROXY_HOPS: 0 });
    } finally {
      restore();
    }
    expect(lines).toEqual([
      expect.objectContaining({ level: "warn", setting: "TRUSTED_PROXY_HOPS", msg: DIRECT_CLIENTS_WARNING }),
    ]);
    expect(DIRECT_CLIENTS_WARNING).toMatch(/TRUSTED_PROXY_HOPS=1/);
  });

  it("says nothing behind a trusted proxy, or outside production", () => {
    const { lines, restore } = warnings();
    try {
      warnAboutDirectClients({ NODE_ENV: "production", TRUSTED_PROXY_HOPS: 1 });
      warnAboutDirectClients({ NODE_ENV: "development", TRUSTED_PROXY_HOPS: 0 });
    } finally {
      restore();
    }
    expect(lines).toEqual([]);
  });
});
