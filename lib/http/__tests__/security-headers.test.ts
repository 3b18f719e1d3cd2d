import { contentSecurityPolicy, securityHeaders, withInlineScripts } from "@/lib/http/security-headers";

const asMap = (headers: { key: string; value: string }[]) => new Map(headers.map((h) => [h.key, h.value]));

describe("securityHeaders", () => {
  it("sends CSP with frame-ancestors, nosniff and a referrer policy everywhere", () => {
    const headers = asMap(securityHeaders({ production: true, siteUrl: "http://localhost:3000" }));
    expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("Content-Security-Policy")).not.toContain("unsafe-eval");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("adds HSTS only when the site is served over HTTPS", () => {
    expect(
      asMap(securityHeaders({ production: true, siteUrl: "http://localhost:3000" })).has("Strict-Transport-Security"),
    ).toBe(false);
    expect(
      asMap(securityHeaders({ production: true, siteUrl: "https://odishahomes.in" })).get("Strict-Transport-Security"),
    ).toBe("max-age=63072000; includeSubDomains");
  });
});

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
