import { securityHeaders } from "@/lib/http/security-headers";

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
