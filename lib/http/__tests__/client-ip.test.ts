import { clientIpFrom, SHARED_CLIENT_KEY } from "@/lib/http/client-ip";
import { parseEnv } from "@/lib/env";

describe("clientIpFrom", () => {
  it("takes the address the trusted proxies wrote, counted from the right", () => {
    expect(clientIpFrom("203.0.113.5", 1)).toBe("203.0.113.5");
    expect(clientIpFrom("1.2.3.4, 203.0.113.5", 1)).toBe("203.0.113.5");
    expect(clientIpFrom("1.2.3.4, 203.0.113.5, 10.0.0.2", 2)).toBe("203.0.113.5");
  });

  it("never uses what the client wrote on the left: rotating it keeps the same key", () => {
    const keys = new Set(
      ["9.9.9.9", "8.8.8.8, 7.7.7.7", "anything-at-all", ""].map((left) =>
        clientIpFrom(`${left ? `${left}, ` : ""}198.51.100.7`, 1),
      ),
    );
    expect(keys).toEqual(new Set(["198.51.100.7"]));
  });

  it("uses the left-most entry when the chain is shorter than the trusted hops (all of it is the proxies')", () => {
    expect(clientIpFrom("203.0.113.5", 2)).toBe("203.0.113.5");
  });

  it("ignores the header with no trusted proxy, and without one falls back to one key per deployment", () => {
    expect(clientIpFrom("203.0.113.5", 0)).toBe(SHARED_CLIENT_KEY);
    expect(clientIpFrom(null, 1)).toBe(SHARED_CLIENT_KEY);
    expect(clientIpFrom(" , ", 1)).toBe(SHARED_CLIENT_KEY);
    expect(clientIpFrom(`1.1.1.1, ${"x".repeat(100)}`, 1)).toBe(SHARED_CLIENT_KEY);
  });

  it("reads TRUSTED_PROXY_HOPS from the settings, default 1, refusing nonsense", () => {
    expect(parseEnv({ NODE_ENV: "test" }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(parseEnv({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: "" }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(parseEnv({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: "0" }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(() => parseEnv({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
