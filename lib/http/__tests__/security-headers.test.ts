import { readdirSync } from "node:fs";
import path from "node:path";
import { serverPolicy, tileSource } from "@/lib/http/content-security-policy.mjs";
import { DEFAULT_TILE_URL } from "@/lib/maps/tiles";
import { LEGACY_PREFIXES } from "@/lib/http/legacy-paths";
import {
  contentSecurityPolicy,
  NON_PAGE_PREFIXES,
  pathsUnder,
  securityHeaderRules,
  withInlineScripts,
} from "@/lib/http/security-headers";
import { RAZORPAY_CHECKOUT_URL } from "@/domain/payments/options";
// Next.js's own reading of a `headers()` source (the framework's router uses it for every header rule).
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";

const asMap = (headers: { key: string; value: string }[]) => new Map(headers.map((h) => [h.key, h.value]));
/** A header rule's source as Next.js's router reads it: anchored, the matches of unnamed groups dropped. */
const readSource = (source: string) => getPathMatch(source, { strict: true, removeUnnamedParams: true });
const matcher = (source: string) => ({ test: (pathname: string) => readSource(source)(pathname) !== false });

describe("securityHeaderRules", () => {
  const production = securityHeaderRules({ production: true, siteUrl: "http://localhost:3000" });

  it("sends nosniff everywhere, and a referrer policy and no framing on every answer but the build's scripts", () => {
    const [everywhere] = production;
    expect(["/", "/pricing", "/_next/static/chunks/a.js"].every(matcher(everywhere.source).test)).toBe(true);
    expect(asMap(everywhere.headers).get("X-Content-Type-Options")).toBe("nosniff");
    const documents = production.filter((rule) => asMap(rule.headers).has("X-Frame-Options"));
    expect(documents).toHaveLength(1);
    expect(asMap(documents[0].headers).get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(asMap(documents[0].headers).get("X-Frame-Options")).toBe("DENY");
    expect(asMap(documents[0].headers).has("Permissions-Policy")).toBe(true);
    const matches = matcher(documents[0].source);
    for (const answer of ["/", "/pricing", "/properties/abc", "/api/health", "/uploads/a.jpg", "/_next/image"]) {
      expect(matches.test(answer)).toBe(true);
    }
    expect(matches.test("/_next/static/media/logo.svg")).toBe(true);
    expect(matches.test("/_next/static/chunks/0ab12.js")).toBe(false);
    expect(matches.test("/_next/static/chunks/0ab12.css")).toBe(false);
  });

  it("in production puts the policy that runs no inline script only on answers that are never pages", () => {
    const withPolicy = production.filter((rule) => asMap(rule.headers).has("Content-Security-Policy"));
    expect(withPolicy).toHaveLength(1);
    expect(asMap(withPolicy[0].headers).get("Content-Security-Policy")).toBe(contentSecurityPolicy(true));
    const matches = matcher(withPolicy[0].source);
    for (const file of ["/api/health", "/uploads/profile/a.jpg", "/sitemap.xml", "/sitemaps/listings-1.xml"]) {
      expect(matches.test(file)).toBe(true);
    }
    for (const file of ["/robots.txt", "/_next/static/media/a.svg", "/icons.svg", "/user/login", "/admin/user-list"]) {
      expect(matches.test(file)).toBe(true);
    }
    // The build's scripts and styles: never a document, so no document headers.
    expect(matches.test("/_next/static/chunks/a.js")).toBe(false);
    for (const page of ["/", "/properties", "/properties/abc", "/pricing", "/admin", "/admin/dashboard", "/users"]) {
      expect(matches.test(page)).toBe(false);
    }
  });

  it("names every route handler, public file and old server path of the app among the paths that are never pages", () => {
    const app = path.join(process.cwd(), "app");
    const handlers = readdirSync(app, { recursive: true, encoding: "utf8" })
      .filter((file) => /(^|\/)route\.ts$/.test(file) || file === "robots.ts")
      .map((file) => `/${file === "robots.ts" ? "robots.txt" : file.split(path.sep)[0]}`);
    const files = readdirSync(path.join(process.cwd(), "public")).map((name) => `/${name}`);
    for (const prefix of new Set([...handlers, ...files, ...LEGACY_PREFIXES])) {
      expect(NON_PAGE_PREFIXES).toContain(prefix);
    }
  });

  it("keeps the policy on every answer in development, where pages carry no policy of their own", () => {
    const [rule] = securityHeaderRules({ production: false, siteUrl: "http://localhost:3000" });
    expect(["/", "/pricing", "/api/health"].every(matcher(rule.source).test)).toBe(true);
    expect(asMap(rule.headers).get("Content-Security-Policy")).toBe(contentSecurityPolicy(false));
  });

  it("names no parameter, so Next.js sends each value as it is instead of compiling it on every request", () => {
    // Next.js fills a matched source's parameters into every header value holding a colon, as a path
    // pattern, on each request; the policy holds dozens. An empty match is what keeps the values fixed.
    const paths = ["/", "/pricing", "/rent/bhubaneswar/patia", "/api/health", "/icon.svg", "/_next/image"];
    for (const rules of [production, securityHeaderRules({ production: false, siteUrl: "http://localhost:3000" })]) {
      for (const rule of rules) {
        for (const pathname of paths) {
          const params = readSource(rule.source)(pathname);
          if (params !== false)
            expect({ source: rule.source, pathname, params }).toEqual({ source: rule.source, pathname, params: {} });
        }
      }
    }
    const matched = production.filter((rule) => readSource(rule.source)("/api/health") !== false);
    expect(matched.map((rule) => rule.headers.map((h) => h.key)).flat()).toContain("Content-Security-Policy");
  });

  it("adds HSTS only when the site is served over HTTPS", () => {
    const hsts = (siteUrl: string) =>
      asMap(securityHeaderRules({ production: true, siteUrl })[0].headers).get("Strict-Transport-Security");
    expect(hsts("http://localhost:3000")).toBeUndefined();
    expect(hsts("https://odishahomes.in")).toBe("max-age=63072000; includeSubDomains");
  });

  it("matches a prefix and what lies below it, never a longer name", () => {
    const matches = matcher(pathsUnder(["/property", "/sitemap.xml"]));
    expect(["/property", "/property/x", "/sitemap.xml"].every((p) => matches.test(p))).toBe(true);
    expect(["/properties", "/sitemapaxml", "/x/property"].some((p) => matches.test(p))).toBe(false);
  });

  it("leaves out the paths under its exception", () => {
    const matches = matcher(pathsUnder(["/_next", "/api"], "/_next/static/chunks/"));
    expect(["/_next/image", "/_next/static/media/a.svg", "/api/x"].every((p) => matches.test(p))).toBe(true);
    expect(matches.test("/_next/static/chunks/a.js")).toBe(false);
  });
});

describe("serverPolicy", () => {
  it("is the policy proxy.ts and next.config.ts build from the same settings", () => {
    const env = { NODE_ENV: "production", NEXT_PUBLIC_RAZORPAY_CHECKOUT_URL: "http://127.0.0.1:5100/checkout.js" };
    expect(serverPolicy(env)).toBe(contentSecurityPolicy(true, env.NEXT_PUBLIC_RAZORPAY_CHECKOUT_URL));
    expect(serverPolicy({ NODE_ENV: "production" })).toBe(contentSecurityPolicy(true, RAZORPAY_CHECKOUT_URL));
    expect(scriptSources(serverPolicy({ NODE_ENV: "development" }))).toContain("'unsafe-inline'");
  });

  it("allows images from exactly the configured tile origin, OpenStreetMap's when none is set", () => {
    const tiles = serverPolicy({
      NODE_ENV: "production",
      NEXT_PUBLIC_MAP_TILE_URL: "http://127.0.0.1:5700/t/{z}/{x}/{y}.png",
    });
    expect(imageSources(tiles)).toContain("http://127.0.0.1:5700");
    expect(imageSources(tiles)).not.toContain("https://tile.openstreetmap.org");
    expect(imageSources(serverPolicy({ NODE_ENV: "production" }))).toContain(new URL(DEFAULT_TILE_URL).origin);
  });
});

describe("tileSource", () => {
  it("is the template's origin, with a wildcard for a template spread over subdomains", () => {
    expect(tileSource("https://tiles.example.com/v1/{z}/{x}/{y}.png?key=k")).toBe("https://tiles.example.com");
    expect(tileSource("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe("https://*.tile.example.org");
  });
});

const imageSources = (policy: string) =>
  policy
    .split("; ")
    .find((directive) => directive.startsWith("img-src "))!
    .split(" ")
    .slice(1);

const scriptSources = (policy: string) =>
  policy
    .split("; ")
    .find((directive) => directive.startsWith("script-src "))!
    .split(" ")
    .slice(1);

describe("contentSecurityPolicy", () => {
  it("runs no inline script in production unless the page names it; styles may stay inline", () => {
    const policy = contentSecurityPolicy(true);
    expect(scriptSources(policy)).toEqual(["'self'", "https://checkout.razorpay.com"]);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(scriptSources(contentSecurityPolicy(true, undefined, ["'nonce-abc'"]))).toEqual([
      "'self'",
      "'nonce-abc'",
      "https://checkout.razorpay.com",
    ]);
  });

  it("keeps inline scripts and eval in development, where pages are rendered without a nonce", () => {
    expect(scriptSources(contentSecurityPolicy(false))).toEqual(
      expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]),
    );
  });

  it("allows the checkout script's origin, and lets a stand-in checkout call its own origin", () => {
    const policy = contentSecurityPolicy(true, "http://127.0.0.1:5100/checkout.js");
    expect(scriptSources(policy)).toContain("http://127.0.0.1:5100");
    expect(policy).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:5100/);
  });
});

describe("withInlineScripts", () => {
  it("swaps the inline scripts a policy allows for others and leaves every other directive as it was", () => {
    const nonced = contentSecurityPolicy(true, undefined, ["'nonce-abc'"]);
    const hashed = withInlineScripts(nonced, ["'sha256-one'", "'sha256-two'"]);
    expect(scriptSources(hashed)).toEqual(["'self'", "'sha256-one'", "'sha256-two'", "https://checkout.razorpay.com"]);
    expect(withInlineScripts(hashed, [])).toBe(contentSecurityPolicy(true));
  });
});
