import { legacyApiPath } from "@/lib/http/legacy-paths";

describe("legacyApiPath", () => {
  it("maps the old server's API paths to the handlers under /api", () => {
    expect(legacyApiPath("/user/login")).toBe("/api/user/login");
    expect(legacyApiPath("/user/home")).toBe("/api/user/home");
    expect(legacyApiPath("/auth/user/send-otp")).toBe("/api/auth/user/send-otp");
    expect(legacyApiPath("/auth/admin/google")).toBe("/api/auth/admin/google");
    expect(legacyApiPath("/property/property")).toBe("/api/property/property");
    expect(legacyApiPath("/property/similar/6b04ea989b6f019f23a80a83")).toBe(
      "/api/property/similar/6b04ea989b6f019f23a80a83",
    );
    expect(legacyApiPath("/admin/login")).toBe("/api/admin/login");
    expect(legacyApiPath("/admin/home")).toBe("/api/admin/home");
    expect(legacyApiPath("/admin/user-list")).toBe("/api/admin/user-list");
    expect(legacyApiPath("/admin/user/42")).toBe("/api/admin/user/42");
    expect(legacyApiPath("/admin/logout")).toBe("/api/admin/logout");
  });

  it("leaves the pages alone, the admin pages included", () => {
    for (const path of [
      "/",
      "/properties",
      "/properties/42",
      "/profile",
      "/pricing/user",
      "/admin",
      "/admin/dashboard",
    ]) {
      expect(legacyApiPath(path)).toBeNull();
    }
    expect(legacyApiPath("/users")).toBeNull();
    expect(legacyApiPath("/admin/dashboard/user/1")).toBeNull();
  });
});
