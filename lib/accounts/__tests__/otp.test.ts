import { generateOtpCode, hashOtp } from "@/lib/accounts/otp";

describe("OTP codes", () => {
  it("are six digits, keep leading zeros, and vary", () => {
    const codes = Array.from({ length: 2000 }, generateOtpCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // About one code in ten starts with 0; a generator that dropped leading zeros would show none.
    expect(codes.some((c) => c.startsWith("0"))).toBe(true);
  });

  it("hash to a keyed SHA-256 bound to the address and the purpose", () => {
    const hash = hashOtp("asha@example.in", "register", "123456");
    expect(hash).toMatch(/^[a-f0-9]{64}$/);
    expect(hashOtp("asha@example.in", "register", "123456")).toBe(hash);
    expect(hashOtp("asha@example.in", "reset", "123456")).not.toBe(hash);
    expect(hashOtp("ravi@example.in", "register", "123456")).not.toBe(hash);
    // Not the unkeyed digest an attacker could precompute for all million codes.
    const { createHash } = jest.requireActual<typeof import("node:crypto")>("node:crypto");
    expect(createHash("sha256").update("123456").digest("hex")).not.toBe(hash);
  });
});
