import { readdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PATCH } from "@/app/api/my/listings/[id]/route";
import { POST as close } from "@/app/api/my/listings/[id]/close/route";
import { POST as reopen } from "@/app/api/my/listings/[id]/reopen/route";
import { POST as addPhotos } from "@/app/api/my/listings/[id]/photos/route";
import { LIMITS } from "@/lib/rate-limit";
import { clearRateLimits, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Property } from "@/test/models";
import { authedRequest, userWithSession } from "@/test/session-helpers";

// Owners' writes are limited per account (LIMITS.ownerWritePerUser): each live change expires cached pages,
// so no account may repeat them without end.

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
let uploads: string;

beforeAll(() => {
  uploads = mkdtempSync(path.join(os.tmpdir(), "owner-limit-"));
  process.env.UPLOAD_DIR = uploads;
});
beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

type Handler = (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>;

function send(handler: Handler, id: string, cookie: string, init: { path?: string; json?: unknown; body?: BodyInit }) {
  return handler(
    authedRequest(`/api/my/listings/${id}${init.path ?? ""}`, cookie, {
      method: handler === PATCH ? "PATCH" : "POST",
      headers: { origin: "http://localhost:3000" },
      ...(init.json !== undefined ? { json: init.json } : {}),
      ...(init.body !== undefined ? { body: init.body } : {}),
    }),
    routeContext({ id }),
  );
}

async function liveListingOf(user: { _id: unknown; email: string }) {
  const doc = await createProperty({
    source: "public",
    account: user._id,
    owner: { name: "Owner", phone: "9437012345", email: user.email },
    isActive: true,
    price: 20000,
  });
  return String(doc._id);
}

describe("the owner write limit", () => {
  it("answers 429 with Retry-After once an account has used its writes, on every owner write route", async () => {
    const { user, cookie } = await userWithSession();
    const id = await liveListingOf(user);
    const allowance = LIMITS.ownerWritePerUser.points;
    for (let i = 0; i < allowance; i++) {
      const answer = await send(PATCH, id, cookie, { json: { price: 20000 + (i % 2 ? 0 : 500) } });
      expect(answer.status).toBe(200);
    }
    const priceBefore = (await Property.findById(id).lean())?.price;

    const form = new FormData();
    form.append("images", new File([PNG], "new.png", { type: "image/png" }));
    for (const [handler, init] of [
      [PATCH, { json: { price: 1 } }],
      [close, { path: "/close", json: { reason: "rented" } }],
      [reopen, { path: "/reopen" }],
      [addPhotos, { path: "/photos", body: form }],
    ] as const) {
      const refused = await send(handler, id, cookie, init);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(LIMITS.ownerWritePerUser.duration);
      expect(((await refused.json()) as { message: string }).message).toMatch(/Too many changes/);
    }
    // Nothing got through: the listing is as it was, live, and no photo was stored.
    const stored = await Property.findById(id).lean();
    expect(stored?.price).toBe(priceBefore);
    expect(stored?.isActive).toBe(true);
    expect(readdirSync(uploads, { recursive: true }).filter((name) => String(name).endsWith(".png"))).toEqual([]);
  });

  it("counts per account: another owner's writes go through", async () => {
    const first = await userWithSession();
    const id = await liveListingOf(first.user);
    for (let i = 0; i < LIMITS.ownerWritePerUser.points; i++) {
      await send(PATCH, id, first.cookie, { json: { price: 20000 + (i % 2 ? 0 : 500) } });
    }
    expect((await send(PATCH, id, first.cookie, { json: { price: 19000 } })).status).toBe(429);

    const second = await userWithSession();
    const theirs = await liveListingOf(second.user);
    expect((await send(PATCH, theirs, second.cookie, { json: { price: 19000 } })).status).toBe(200);
  });
});
