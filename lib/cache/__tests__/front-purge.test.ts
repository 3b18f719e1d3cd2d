import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PUT } from "@/app/api/property/property/[id]/route";
import { backgroundWorkSettled } from "@/lib/http/after-response";
import { clearRateLimits, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { authedRequest, userWithSession } from "@/test/session-helpers";

// The front cache (Varnish, FRONT_CACHE_URL) is told to drop a changed listing's own page before the
// change is answered. A small server stands in for Varnish and records the purges it is sent.

type Purge = { method: string; path: string | undefined; at: number };
let purges: Purge[] = [];
let front: Server;

beforeAll(async () => {
  front = createServer((request, response) => {
    purges.push({ method: request.method ?? "", path: request.url, at: Date.now() });
    response.writeHead(200).end("Purged");
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  // Read by lib/env at its first use, which comes after this.
  process.env.FRONT_CACHE_URL = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => front.close(resolve)));
beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
  purges = [];
});

async function adminEdit(id: string, body: Record<string, unknown>) {
  const { cookie } = await userWithSession({ role: "admin" });
  const response = await PUT(
    authedRequest(`/api/property/property/${id}`, cookie, {
      method: "PUT",
      headers: { origin: "http://localhost:3000" },
      json: body,
    }),
    routeContext({ id }),
  );
  const answeredAt = Date.now();
  await backgroundWorkSettled();
  return { status: response.status, answeredAt };
}

describe("a listing's change and the front cache", () => {
  it("purges the listing's own page in each language, and nothing else, before the change is answered", async () => {
    const listing = await createProperty({ isActive: true });
    const id = String(listing._id);
    const { status, answeredAt } = await adminEdit(id, { title: "A renamed 2BHK in Patia" });
    expect(status).toBe(200);
    expect(purges.map(({ method, path }) => ({ method, path }))).toEqual(
      [`/properties/${id}`, `/or/properties/${id}`, `/hi/properties/${id}`].map((path) => ({ method: "PURGE", path })),
    );
    for (const purge of purges) expect(purge.at).toBeLessThanOrEqual(answeredAt);
  });

  it("sends nothing for a change the public never sees", async () => {
    const waiting = await createProperty({ isActive: false, awaitingReview: true });
    expect((await adminEdit(String(waiting._id), { title: "Still waiting" })).status).toBe(200);
    expect(purges).toEqual([]);
  });

  it("answers the change even when the front cache is down", async () => {
    const listing = await createProperty({ isActive: true });
    await new Promise((resolve) => front.close(resolve));
    try {
      expect((await adminEdit(String(listing._id), { price: 15500 })).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) =>
        front.listen(Number(new URL(process.env.FRONT_CACHE_URL!).port), "127.0.0.1", resolve),
      );
    }
  });
});
