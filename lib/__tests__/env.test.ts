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
      parseEnv({
        NODE_ENV: "production",
        NEXTAUTH_SECRET: "s".repeat(32),
        MONGODB_URI: "mongodb://db/x",
        SITE_URL: "https://odishahomes.in",
      }),
    ).not.toThrow();
  });

  it("takes the public address from SITE_URL, else NEXTAUTH_URL, else (outside production) localhost", () => {
    expect(parseEnv({ NODE_ENV: "development", NEXTAUTH_URL: "https://odishahomes.in" }).SITE_URL).toBe(
      "https://odishahomes.in",
    );
    expect(
      parseEnv({
        NODE_ENV: "development",
        SITE_URL: "https://www.odishahomes.in",
        NEXTAUTH_URL: "https://odishahomes.in",
      }).SITE_URL,
    ).toBe("https://www.odishahomes.in");
    expect(parseEnv({ NODE_ENV: "test", SITE_URL: "", NEXTAUTH_URL: " " }).SITE_URL).toBe("http://localhost:3000");
    expect(() => parseEnv({ NODE_ENV: "test", NEXTAUTH_URL: "odishahomes.in" })).toThrow(/NEXTAUTH_URL/);
  });

  it("stops a production start with neither SITE_URL nor NEXTAUTH_URL, naming both", () => {
    const secrets = { NODE_ENV: "production" as const, NEXTAUTH_SECRET: "s".repeat(32), MONGODB_URI: "mongodb://db/x" };
    expect(() => parseEnv(secrets)).toThrow(/^Missing required setting SITE_URL \(or NEXTAUTH_URL\)/);
    expect(parseEnv({ ...secrets, NEXTAUTH_URL: "https://odishahomes.in" }).SITE_URL).toBe("https://odishahomes.in");
    // The build renders with the development address rather than fail (next.config.ts warns).
    expect(parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }).SITE_URL).toBe(
      "http://localhost:3000",
    );
  });

  it("runs production without Razorpay keys but stops on half a Razorpay configuration", () => {
    const base = {
      NODE_ENV: "production" as const,
      NEXTAUTH_SECRET: "s".repeat(32),
      MONGODB_URI: "mongodb://db/x",
      NEXTAUTH_URL: "https://odishahomes.in",
    };
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

  it("offers no push without VAPID keys, and stops on one key without the other or a subject that is no contact", () => {
    const none = parseEnv({ NODE_ENV: "test" });
    expect([none.VAPID_PUBLIC_KEY, none.VAPID_PRIVATE_KEY, none.VAPID_SUBJECT]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(parseEnv({ NODE_ENV: "test", VAPID_PUBLIC_KEY: "B", VAPID_PRIVATE_KEY: "p" }).VAPID_PUBLIC_KEY).toBe("B");
    expect(() => parseEnv({ NODE_ENV: "development", VAPID_PUBLIC_KEY: "B" })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => parseEnv({ NODE_ENV: "development", VAPID_PRIVATE_KEY: "p" })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => parseEnv({ NODE_ENV: "test", VAPID_SUBJECT: "support@odishahomes.in" })).toThrow(/VAPID_SUBJECT/);
    expect(parseEnv({ NODE_ENV: "test", MESSAGE_MAIL_DELAY_MS: "" }).MESSAGE_MAIL_DELAY_MS).toBe(300_000);
  });
});
