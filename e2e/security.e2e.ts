import { request as playwrightRequest } from "@playwright/test";
import { Property } from "@/models/Property";
import { expect, test } from "./fixtures";

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

test("pages, API answers and uploads carry the security headers (no HSTS on plain http)", async ({ request }) => {
  for (const path of [
    "/",
    "/pricing",
    "/api/health",
    "/api/property/property?limit=1",
    "/uploads/profile/missing.jpg",
  ]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("default-src 'self'");
    expect(headers, path).toMatchObject(SECURITY_HEADERS);
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
});

test("the session cookie is httpOnly and SameSite=Lax (Secure only behind https)", async ({ request, createUser }) => {
  const user = await createUser();
  const response = await request.post("/api/user/login", { data: { email: user.email, password: user.password } });
  expect(response.status()).toBe(200);
  const cookie = response
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.includes("session-token"))!;
  expect(cookie.value).toMatch(/HttpOnly/i);
  expect(cookie.value).toMatch(/SameSite=Lax/i);
  expect(cookie.value).not.toMatch(/;\s*Secure/i);
});

test("paths with broken percent-encoding answer 400 or 404, never 500", async ({ request }) => {
  for (const path of [
    "/api/property/property/%E0%A4%A",
    "/properties/%E0%A4%A",
    "/uploads/%E0%A4%A/x.jpg",
    "/api/property/similar/%E0%A4%A",
    "/property/property/%",
  ]) {
    const status = (await request.get(path)).status();
    expect([400, 404], `${path} answered ${status}`).toContain(status);
  }
});

test("a copied session cookie stops working after logout, for pages and the API", async ({
  page,
  signIn,
  createUser,
  baseURL,
}) => {
  const user = await createUser();
  await signIn(page, user);
  const [session] = (await page.context().cookies()).filter((c) => c.name.endsWith("session-token"));
  expect(session).toBeTruthy();

  const copy = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `${session.name}=${session.value}` },
  });
  expect((await copy.get("/api/user/home")).status()).toBe(200);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  expect((await copy.get("/api/user/home")).status()).toBe(401);
  expect(await (await copy.get("/api/auth/session")).json()).toEqual({});
  const guarded = await copy.get("/profile", { maxRedirects: 0 });
  expect(guarded.status()).toBe(307);
  expect(guarded.headers().location).toContain("/login");
  await copy.dispose();
});

test("cookie-authenticated writes from another site are refused, and JSON routes take JSON only", async ({
  page,
  signIn,
  signedInUser,
  baseURL,
}) => {
  await signIn(page, signedInUser);
  const list = await (await page.request.get("/api/property/property?limit=1")).json();
  const id = list.properties[0]._id;
  const forged = await page.request.put(`/api/favourites/${id}`, { headers: { origin: "https://evil.example" } });
  expect(forged.status()).toBe(403);
  const same = await page.request.put(`/api/favourites/${id}`, { headers: { origin: new URL(baseURL!).origin } });
  expect(same.status()).toBe(200);

  const form = await page.request.post("/api/user/login", {
    headers: { "content-type": "text/plain" },
    data: JSON.stringify({ email: signedInUser.email, password: signedInUser.password }),
  });
  expect(form.status()).toBe(415);
});

test("a client that writes a new X-Forwarded-For on every request is still one visitor", async ({ request, db }) => {
  void db;
  // The server takes connections directly (TRUSTED_PROXY_HOPS unset, 0): the connection's address counts.
  const listing = await Property.create({
    title: `Views test flat ${Date.now().toString(36)}`,
    price: 15000,
    type: "rent",
    propertyType: "Flats/Apartments",
    location: { address: "Plot 9, Patia", city: "Bhubaneswar" },
  });
  try {
    for (const forwardedFor of ["203.0.113.1", "203.0.113.2", "198.51.100.3, 203.0.113.3", "10.0.0.4"]) {
      const answer = await request.post(`/api/property/property/${listing.id}/view`, {
        headers: { "x-forwarded-for": forwardedFor },
      });
      expect(answer.status()).toBe(200);
      expect(answer.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    const stored = await Property.findById(listing._id, { views: 1 }).lean();
    expect(stored?.views).toBe(1);
  } finally {
    await Property.deleteOne({ _id: listing._id });
  }
});
