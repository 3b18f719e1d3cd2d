import { AsyncLocalStorage } from "node:async_hooks";
import { PROFILE_BODY_LIMIT } from "@/lib/accounts";
import { JSON_BODY_LIMIT } from "@/lib/http";
import { LISTING_FORM_BODY_LIMIT } from "@/domain/listings/options";
import nextConfigFor from "@/next.config";
import { config } from "@/proxy";

// Next.js's request-matching helpers expect the server's globals.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
const { unstable_doesMiddlewareMatch } =
  require("next/experimental/testing/server") as typeof import("next/experimental/testing/server");
const nextConfig = nextConfigFor("phase-production-server");
const proxyRunsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe("request bodies and the proxy in front of the routes", () => {
  it("passes on more than any route accepts, so a larger body is refused by the route with its own message", () => {
    const proxyLimit = Number(nextConfig.experimental?.proxyClientMaxBodySize);
    for (const routeLimit of [JSON_BODY_LIMIT, PROFILE_BODY_LIMIT, LISTING_FORM_BODY_LIMIT]) {
      expect(proxyLimit).toBeGreaterThan(routeLimit);
    }
  });

  it("does not run for the listing forms that upload photos, and still runs for the old paths to them", () => {
    expect(proxyRunsFor("/api/property/submissions")).toBe(false);
    expect(proxyRunsFor("/api/property/property")).toBe(false);
    expect(proxyRunsFor("/property/submissions")).toBe(true);
    expect(proxyRunsFor("/property/property")).toBe(true);
  });

  it("runs for an API route only when its address carries a percent-encoding, which it checks", () => {
    expect(proxyRunsFor("/api/property/property/%E0%A4%A")).toBe(true);
    expect(proxyRunsFor("/api/property/submissions/%E0%A4%A")).toBe(true);
    expect(proxyRunsFor("/api/property/submissions-x")).toBe(false);
    expect(proxyRunsFor("/api/user/login")).toBe(false);
  });
});
