import { parseEnv } from "@/lib/env";

describe("configuration", () => {
  it("falls back to local defaults when optional integrations are not configured", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.UPLOAD_DIR).toBe(".data/uploads");
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ NODE_ENV: "development", SMTP_URL: "", MONGODB_URI: "  " }).MONGODB_URI).toBeUndefined();
  });

  it("stops a production start that lacks a required secret with one line naming it", () => {
    expect(() => parseEnv({ NODE_ENV: "production", MONGODB_URI: "mongodb://db/x" })).toThrow(
      /^Missing required setting NEXTAUTH_SECRET/,
    );
    expect(() => parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: "s".repeat(32) })).toThrow(/MONGODB_URI/);
    expect(() =>
      parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: "s".repeat(32), MONGODB_URI: "mongodb://db/x" }),
    ).not.toThrow();
  });

  it("runs production without Razorpay keys but stops on half a Razorpay configuration", () => {
    const base = { NODE_ENV: "production" as const, NEXTAUTH_SECRET: "s".repeat(32), MONGODB_URI: "mongodb://db/x" };
    expect(() => parseEnv(base)).not.toThrow();
    expect(() => parseEnv({ ...base, RAZORPAY_KEY_ID: "rzp_live_x" })).toThrow(
      /^Missing required setting RAZORPAY_KEY_SECRET/,
    );
    expect(() => parseEnv({ ...base, RAZORPAY_KEY_SECRET: "k" })).toThrow(/^Missing required setting RAZORPAY_KEY_ID/);
    expect(() => parseEnv({ ...base, RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "k" })).toThrow(
      /^Missing required setting RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() =>
      parseEnv({ ...base, RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "k", RAZORPAY_WEBHOOK_SECRET: "w" }),
    ).not.toThrow();
  });

  it("lets `next build` run without production secrets", () => {
    expect(() => parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).not.toThrow();
  });

  it("names an invalid setting", () => {
    expect(() => parseEnv({ NODE_ENV: "test", SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });
});
