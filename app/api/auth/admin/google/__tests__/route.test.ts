import { NextRequest, NextResponse } from "next/server";
import { GET as start } from "@/app/api/auth/admin/google/route";
import { GET as complete } from "@/app/api/auth/admin/google/complete/route";
import { GET as adminHome } from "@/app/api/admin/home/route";
import { GET as userHome } from "@/app/api/user/home/route";
import { markAdminGoogleStart } from "@/lib/auth/google-start";
import { sessionCookieName } from "@/lib/auth/session";
import { resetDatabase, routeContext } from "@/test/db-helpers";
import { authedRequest, userWithSession } from "@/test/session-helpers";

beforeAll(resetDatabase);

const COMPLETE = "/api/auth/admin/google/complete";
const ctx = routeContext({});
const homeWith = (cookie: string) => userHome(authedRequest("/api/user/home", cookie), ctx);

/** The marker the start of an admin Google sign-in leaves in the browser, as the browser sends it back. */
function startMarker(): { cookie: string; setCookie: string } {
  const response = new NextResponse(null);
  markAdminGoogleStart(response);
  const setCookie = response.headers.getSetCookie()[0];
  return { cookie: setCookie.split(";")[0], setCookie };
}

/** A session begun after the sign-in started (as next-auth's Google callback makes one), with the marker. */
async function landingAfterGoogle(role: "admin" | "user") {
  const marker = startMarker();
  const session = await userWithSession({ role });
  return { ...session, both: `${session.cookie}; ${marker.cookie}` };
}

describe("GET /api/auth/admin/google", () => {
  it("sends the browser back to the admin login with a reason when Google is not configured", async () => {
    delete process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_SECRET;
    const response = await start(new NextRequest("http://localhost:3000/api/auth/admin/google"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin?error=GoogleUnavailable");
    expect(response.headers.getSetCookie().some((c) => c.includes("admin-google-start"))).toBe(false);
  });

  it("marks the start with a short-lived httpOnly cookie sent only to the landing step", () => {
    const { setCookie } = startMarker();
    expect(setCookie).toMatch(/^admin-google-start=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(new RegExp(`Path=${COMPLETE}(;|$)`));
    expect(Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1])).toBeLessThanOrEqual(15 * 60);
  });
});

describe("GET /api/auth/admin/google/complete (where Google sign-in lands)", () => {
  it("opens the dashboard for an admin who has just signed in, and uses the marker up", async () => {
    const { both, cookie } = await landingAfterGoogle("admin");
    const response = await complete(authedRequest(COMPLETE, both), ctx);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/dashboard");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith(`${sessionCookieName()}=`))).toBe(false);
    expect(cookies).toEqual([expect.stringMatching(/^admin-google-start=;.*Max-Age=0/i)]);
    expect((await adminHome(authedRequest("/api/admin/home", cookie), ctx)).status).toBe(200);
  });

  it("signs a Google account that is not an admin out for good and says why", async () => {
    const { both, cookie } = await landingAfterGoogle("user");
    const copy = cookie;
    const response = await complete(authedRequest(COMPLETE, both), ctx);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin?error=not-admin");
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(new RegExp(`^${sessionCookieName()}=;.*Max-Age=0`, "i")),
    );
    // Revoked, not only cleared: a copy of the cookie no longer works.
    expect((await homeWith(copy)).status).toBe(401);
  });

  it("does nothing to a signed-in user who follows a link to it from elsewhere", async () => {
    const { cookie } = await userWithSession({ role: "user" });
    const response = await complete(authedRequest(COMPLETE, cookie), ctx);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect((await homeWith(cookie)).status).toBe(200);
  });

  it("leaves a session alone that began before the sign-in was started", async () => {
    const { cookie } = await userWithSession({ role: "user" });
    // The marker of a sign-in started later (a second on), which never completed.
    const realNow = Date.now;
    Date.now = () => realNow() + 2000;
    let marker: string;
    try {
      marker = startMarker().cookie;
    } finally {
      Date.now = realNow;
    }
    const response = await complete(authedRequest(COMPLETE, `${cookie}; ${marker}`), ctx);
    expect(response.headers.get("location")).toBe("/admin?error=GoogleStart");
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${sessionCookieName()}=`))).toBe(false);
    expect((await homeWith(cookie)).status).toBe(200);
  });

  it("ignores a forged or malformed marker", async () => {
    const { cookie } = await userWithSession({ role: "user" });
    const [name, value] = startMarker().cookie.split("=");
    for (const bad of [`${value.slice(0, -1)}${value.endsWith("A") ? "B" : "A"}`, "1700000000.abc", "%E0%A4%A", ""]) {
      const response = await complete(authedRequest(COMPLETE, `${cookie}; ${name}=${bad}`), ctx);
      expect(response.headers.get("location")).toBe("/admin");
      expect(response.headers.getSetCookie().some((c) => c.startsWith(`${sessionCookieName()}=`))).toBe(false);
    }
    expect((await homeWith(cookie)).status).toBe(200);
  });

  it("sends a visitor without a session back to the admin login", async () => {
    const response = await complete(authedRequest(COMPLETE, startMarker().cookie), ctx);
    expect(response.headers.get("location")).toBe("/admin?error=GoogleStart");
  });
});
