import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { resetDatabase } from "@/test/db-helpers";
import { userWithSession } from "@/test/session-helpers";

// The guard checks the session against the database, so the callers are real accounts.
const cookieFor = async (role: "user" | "admin") => (await userWithSession({ role })).cookie;

beforeEach(resetDatabase);

const visit = (path: string, cookie = "") =>
  proxy(new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} }));

describe("proxy: the admin dashboard guard", () => {
  it("sends a signed-out visitor to the admin login, keeping where they wanted to go", async () => {
    const response = await visit("/admin/dashboard?tab=users");
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get("location")!);
    expect(location.pathname).toBe("/admin");
    expect(location.searchParams.get("callbackUrl")).toBe("/admin/dashboard?tab=users");
  });

  it("sends a signed-in user who is not an admin to the admin login", async () => {
    const response = await visit("/admin/dashboard", await cookieFor("user"));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!).pathname).toBe("/admin");
  });

  it("lets an admin through", async () => {
    const response = await visit("/admin/dashboard", await cookieFor("admin"));
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("proxy: the old admin sign-in address", () => {
  it("shows the admin sign-in page to a browser that visits it", async () => {
    const response = await visit("/admin/login?callbackUrl=%2Fadmin%2Fdashboard%3Ftab%3Dusers");
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe("/admin");
    expect(location.searchParams.get("callbackUrl")).toBe("/admin/dashboard?tab=users");
  });

  it("still hands the old clients' sign-in POST to the sign-in handler", async () => {
    const response = await proxy(new NextRequest("http://localhost:3000/admin/login", { method: "POST", body: "{}" }));
    expect(response.headers.get("x-middleware-rewrite")).toMatch(/\/api\/admin\/login$/);
  });
});
