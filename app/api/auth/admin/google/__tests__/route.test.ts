import { NextRequest } from "next/server";
import { GET as start } from "@/app/api/auth/admin/google/route";
import { GET as complete } from "@/app/api/auth/admin/google/complete/route";
import { sessionCookieName } from "@/lib/auth/session";
import { resetDatabase } from "@/test/db-helpers";
import { authedRequest, userWithSession } from "@/test/session-helpers";

beforeAll(resetDatabase);

describe("GET /api/auth/admin/google", () => {
  it("sends the browser back to the admin login with a reason when Google is not configured", async () => {
    delete process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_SECRET;
    const response = await start(new NextRequest("http://localhost:3000/api/auth/admin/google"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin?error=GoogleUnavailable");
  });
});

describe("GET /api/auth/admin/google/complete (where Google sign-in lands)", () => {
  it("opens the dashboard for an admin", async () => {
    const { cookie } = await userWithSession({ role: "admin" });
    const response = await complete(authedRequest("/api/auth/admin/google/complete", cookie));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/dashboard");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("signs a Google account that is not an admin out again and says why", async () => {
    const { cookie } = await userWithSession({ role: "user" });
    const response = await complete(authedRequest("/api/auth/admin/google/complete", cookie));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin?error=not-admin");
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${sessionCookieName()}=;.*Max-Age=0`, "i"));
  });

  it("sends a visitor without a session back to the admin login", async () => {
    const response = await complete(authedRequest("/api/auth/admin/google/complete", ""));
    expect(response.headers.get("location")).toBe("/admin?error=GoogleStart");
  });
});
