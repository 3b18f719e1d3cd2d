import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import mongoose from "mongoose";
import type { EmbeddedDatabase } from "../scripts/embedded-db.mjs";
import { expect, test } from "./fixtures";
import { startAppServer, type AppServer } from "./support/app-server";

/**
 * A database outage as visitors meet it, on a server and a database of the journey's own (the suite's must
 * keep running). Pages already in the full-page cache keep serving; the API answers 503 quickly with a
 * friendly message; when the database is back on the same port the app recovers without a restart.
 *
 * The private database gets a copy of the suite's listings, ids included, so the pages this server renders
 * into the build's shared page cache are the same pages the suite's server renders.
 */
type Listing = { _id: unknown; title: string; isActive: boolean };

async function copyListings(toUri: string, { onlyIfEmpty = false } = {}): Promise<Listing[]> {
  const from = await mongoose.createConnection(process.env.MONGODB_URI!).asPromise();
  const to = await mongoose.createConnection(toUri).asPromise();
  try {
    const listings = await from.db!.collection("properties").find().toArray();
    const target = to.db!.collection("properties");
    // A real mongod keeps its data across the restart; the in-memory engine comes back empty.
    if (!onlyIfEmpty || (await target.countDocuments()) === 0) await target.insertMany(listings);
    return listings as unknown as Listing[];
  } finally {
    await Promise.all([from.close(), to.close()]);
  }
}

async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = Date.now();
  const answer = await call();
  return { answer, ms: Date.now() - started };
}

test("with the database down, cached pages still serve, the API answers 503 within 5 s, and all recovers when it is back", async ({
  playwright,
}) => {
  test.setTimeout(180_000);
  // The launcher is an ES module; the journeys are compiled to CommonJS, which can only import it this way.
  const { startEmbedded } = await import("../scripts/embedded-db.mjs");
  const dataDir = mkdtempSync(path.join(tmpdir(), "outage-db-"));
  let db: EmbeddedDatabase = await startEmbedded({ shared: false, dbPath: dataDir });
  let server: AppServer | undefined;
  let client: APIRequestContext | undefined;
  try {
    const listings = await copyListings(db.uri);
    const listing = listings.find((l) => l.isActive)!;
    const listingPath = `/properties/${String(listing._id)}`;
    server = await startAppServer(0, {
      MONGODB_URI: db.uri,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-outage-secret-0123456789abcdef",
    });
    client = await playwright.request.newContext({ baseURL: server.baseURL });
    const api = client;

    // Both pages are in the page cache before the outage (a listing's page is made on its first request).
    const cached = new Map<string, string>();
    for (const page of ["/", listingPath]) {
      expect((await api.get(page)).status()).toBe(200);
      const hit = await api.get(page);
      expect(hit.headers()["x-nextjs-cache"]).toBe("HIT");
      cached.set(page, await hit.text());
    }
    expect(cached.get(listingPath)).toContain(listing.title);

    await db.stop();

    // The cached pages answer as before, whole: the very same page, listings included.
    for (const [page, html] of cached) {
      const answer = await api.get(page);
      expect(answer.status(), page).toBe(200);
      expect(await answer.text(), page).toBe(html);
    }

    // The API says what is wrong, quickly, in its one error shape; health tells a load balancer.
    for (const url of ["/api/property/property?page=1&limit=4", "/api/property/localities", "/api/health"]) {
      const { answer, ms } = await timed(() => api.get(url));
      expect(answer.status(), url).toBe(503);
      expect(ms, url).toBeLessThan(5_000);
      expect(await answer.json(), url).toMatchObject({
        success: false,
        message: expect.stringMatching(/temporarily unreachable/),
      });
    }

    // The database returns on the same port.
    db = await startEmbedded({ shared: false, port: db.port, dbPath: dataDir });
    await copyListings(db.uri, { onlyIfEmpty: true });
    await expect
      .poll(async () => (await api.get("/api/health")).status(), { timeout: 30_000, message: "health after recovery" })
      .toBe(200);
    const list = await api.get("/api/property/property?page=1&limit=4");
    expect(list.status()).toBe(200);
    expect((await list.json()).properties.length).toBeGreaterThan(0);
  } finally {
    await client?.dispose();
    await server?.stop();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
