import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { expect, test as base } from "./fixtures";
import { Message } from "@/models/Message";
import { Property } from "@/models/Property";

/**
 * Admin journeys: each test signs in as an admin account of its own (so no test depends on another's
 * session or the demo admin's), and creates the listings and messages it works on, removing any left over.
 */
type ListingSeed = Partial<{
  title: string;
  price: number;
  isActive: boolean;
  source: "admin" | "public" | "seed";
  owner: { name: string; phone: string; email: string };
  /** Its photo addresses, the first the cover. */
  images: string[];
  /** A pin someone placed (exact); without one the listing stands at its locality's centre. */
  pin: { lat: number; lng: number };
}>;

type AdminFixtures = {
  /** The page, signed in as a new admin; resolves to that admin's name. */
  adminPage: Page;
  adminName: string;
  createListing: (seed?: ListingSeed) => Promise<{ _id: string; title: string }>;
  createMessage: (seed: {
    name: string;
    subject: string;
    message: string;
    kind?: "contact" | "agent" | "report";
    property?: string;
  }) => Promise<string>;
};

/** Creates an admin and signs `page` in as them; answers the sign-in's response. */
export async function signInAsAdmin(
  page: Page,
  createUser: (o: { role: "admin"; name?: string }) => Promise<{ email: string; password: string }>,
  name?: string,
): Promise<APIResponse> {
  const admin = await createUser({ role: "admin", ...(name ? { name } : {}) });
  const response = await page.request.post("/api/admin/login", {
    data: { email: admin.email, password: admin.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response;
}

export const test = base.extend<AdminFixtures>({
  adminName: async ({}, use) => {
    await use(`Admin ${Math.random().toString(36).slice(2, 8)}`);
  },
  adminPage: async ({ page, createUser, adminName }, use) => {
    await signInAsAdmin(page, createUser, adminName);
    await use(page);
  },
  createListing: async ({ db }, use) => {
    void db;
    const ids: string[] = [];
    await use(async (seed = {}) => {
      const title = seed.title ?? `Admin test flat ${Date.now().toString(36)}`;
      const doc = await Property.create({
        title,
        description: "A bright two-bedroom flat near Infocity.",
        price: seed.price ?? 21000,
        type: "rent",
        propertyType: "Flats/Apartments",
        bhk: 2,
        bathrooms: 2,
        location: {
          address: "Plot 7, Patia",
          city: "Bhubaneswar",
          state: "Odisha",
          zipCode: "751024",
          ...(seed.pin ? { locality: "Patia", geo: { ...seed.pin, approximate: false } } : {}),
        },
        contactNumber: "9876543210",
        images: (seed.images ?? ["/images/listings/apartment-2.jpg"]).map((url, i) => ({ url, isPrimary: i === 0 })),
        pictures: seed.images ?? ["/images/listings/apartment-2.jpg"],
        isActive: seed.isActive ?? true,
        source: seed.source ?? "admin",
        ...(seed.owner ? { owner: seed.owner } : {}),
      });
      ids.push(String(doc._id));
      return { _id: String(doc._id), title };
    });
    await Property.deleteMany({ _id: { $in: ids } });
  },
  createMessage: async ({ db }, use) => {
    void db;
    const ids: string[] = [];
    await use(async (seed) => {
      const doc = await Message.create({ email: "sender@example.in", phone: "9123456780", kind: "contact", ...seed });
      ids.push(String(doc._id));
      return String(doc._id);
    });
    await Message.deleteMany({ _id: { $in: ids } });
  },
});

export { expect };

/** Opens a dashboard tab by its URL and waits for the tab's heading. */
export async function openTab(page: Page, tab: string, heading: string): Promise<void> {
  await page.goto(`/admin/dashboard?tab=${tab}`);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** The audit log rows about one target, newest first. */
export async function auditActionsFor(page: Page, targetId: string): Promise<string[]> {
  await openTab(page, "audit", "Audit log");
  const rows = page.getByTestId("audit-row").filter({ hasText: targetId });
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((list) => list.map((row) => row.getAttribute("data-action") ?? ""));
}

/**
 * Deletes listings through the API, so the pages that showed them expire too. A request sent on a kept-alive
 * connection just as the server closes it fails with ECONNRESET before reaching the app: it is sent again.
 */
export async function deleteListings(request: APIRequestContext, ids: string[]): Promise<void> {
  for (const id of ids) {
    await expect(async () => {
      const answer = await request.delete(`/api/property/property/${id}`);
      expect([200, 404]).toContain(answer.status());
    }).toPass({ timeout: 30_000 });
  }
}
