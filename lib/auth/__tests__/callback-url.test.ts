import { isGuardedPath, safeCallbackPath } from "@/lib/auth/callback-url";

describe("safeCallbackPath", () => {
  it("keeps paths on this site", () => {
    expect(safeCallbackPath("/properties?type=land")).toBe("/properties?type=land");
    expect(safeCallbackPath("/profile")).toBe("/profile");
  });

  it("falls back to home for anything that could leave the site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/\tevil",
      "",
      null,
      undefined,
    ]) {
      expect(safeCallbackPath(value)).toBe("/");
    }
  });

  it("knows which pages proxy.ts guards", () => {
    expect(isGuardedPath("/properties?type=rent")).toBe(true);
    expect(isGuardedPath("/profile")).toBe(true);
    expect(isGuardedPath("/admin/dashboard")).toBe(true);
    expect(isGuardedPath("/properties/64b7f0c2a1b2c3d4e5f60718")).toBe(false);
    expect(isGuardedPath("/")).toBe(false);
    expect(isGuardedPath("/messages")).toBe(true);
    expect(isGuardedPath("/messages/64b7f0c2a1b2c3d4e5f60718")).toBe(true);
    // A guest's thread opens with the signed link in its address instead of a session.
    expect(isGuardedPath("/messages/guest?token=x")).toBe(false);
  });
});
