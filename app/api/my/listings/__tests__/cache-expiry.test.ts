import { revalidatePath, revalidateTag } from "next/cache";
import { PATCH } from "@/app/api/my/listings/[id]/route";
import { POST as close } from "@/app/api/my/listings/[id]/close/route";
import { POST as reopen } from "@/app/api/my/listings/[id]/reopen/route";
import { backgroundWorkSettled } from "@/lib/http/after-response";
import { updateListing } from "@/lib/listings";
import { setSharedCacheStore } from "@/lib/redis/index.mjs";
import { authedRequest } from "@/test/session-helpers";
import { clearRateLimits, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import type { UserDoc } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

// What an owner's write expires in the page cache. Two observable effects: the expiries sent to the cache
// every instance shares (a recording store stands in for Redis), and Next.js's own revalidateTag and
// revalidatePath, recorded here since jest runs outside a Next.js server.
jest.mock("next/cache", () => ({
  ...jest.requireActual("next/cache"),
  revalidateTag: jest.fn(),
  revalidatePath: jest.fn(),
}));

let expired: string[] = [];
let staled: string[] = [];

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
  expired = [];
  staled = [];
  setSharedCacheStore({
    revalidateTag: async (tag) => {
      expired.push(tag);
    },
    markStale: async (tag) => {
      staled.push(tag);
    },
  });
  jest.mocked(revalidateTag).mockClear();
  jest.mocked(revalidatePath).mockClear();
});
afterAll(() => {
  setSharedCacheStore(undefined);
});

const nextTags = () => jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag);
/** The tags Next.js is asked to serve stale while re-rendering ("max"), and those it must drop at once. */
const nextStale = () =>
  jest
    .mocked(revalidateTag)
    .mock.calls.filter(([, profile]) => profile === "max")
    .map(([tag]) => tag);
const nextNow = () =>
  jest
    .mocked(revalidateTag)
    .mock.calls.filter(([, profile]) => profile !== "max")
    .map(([tag]) => tag);
const nextPaths = () => jest.mocked(revalidatePath).mock.calls.map(([path]) => path);

async function send(
  handler: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>,
  method: string,
  id: string,
  cookie: string,
  path = "",
  json?: unknown,
) {
  const response = await handler(
    authedRequest(`/api/my/listings/${id}${path}`, cookie, {
      method,
      headers: { origin: "http://localhost:3000" },
      ...(json !== undefined ? { json } : {}),
    }),
    routeContext({ id }),
  );
  await backgroundWorkSettled();
  return response.status;
}

const PATIA = { address: "Lane 1, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" };

async function ownersListing(user: { _id: unknown; email: string }, live: boolean) {
  const doc = await createProperty({
    source: "public",
    account: user._id,
    owner: { name: "Owner", phone: "9437012345", email: user.email },
    location: PATIA,
    isActive: live,
    ...(live ? {} : { awaitingReview: true }),
  });
  return String(doc._id);
}

describe("an owner's write and the page cache", () => {
  it("closing and reopening a submission never approved expires nothing, as often as it is done", async () => {
    const { user, cookie } = await userWithSession();
    const id = await ownersListing(user, false);
    for (let round = 0; round < 3; round++) {
      expect(await send(close, "POST", id, cookie, "/close", { reason: "other" })).toBe(200);
      expect(await send(reopen, "POST", id, cookie, "/reopen")).toBe(200);
    }
    expect(await send(PATCH, "PATCH", id, cookie, "", { price: 12000, description: "Repainted." })).toBe(200);
    expect(expired).toEqual([]);
    expect(staled).toEqual([]);
    expect(nextTags()).toEqual([]);
    expect(nextPaths()).toEqual([]);
  });

  it("a live listing's price change expires its page, the catalogue and its own places, no other place", async () => {
    const { user, cookie } = await userWithSession();
    const id = await ownersListing(user, true);
    expect(await send(PATCH, "PATCH", id, cookie, "", { price: 12000 })).toBe(200);
    const catalogue = ["properties", "place:rent/bhubaneswar", "place:rent/bhubaneswar/patia"];
    // Its own page goes at once, in each language (en, or, hi); the catalogue's pages, home in each language
    // among them, are served once more while they are re-rendered.
    const ownPages = [`/properties/${id}`, ...["en", "or", "hi"].map((locale) => `/${locale}/properties/${id}`)];
    const homes = ["/en", "/or", "/hi"];
    expect(nextNow()).toEqual([`property:${id}`]);
    expect(nextPaths().sort()).toEqual([...ownPages].sort());
    expect(nextStale().sort()).toEqual([...catalogue].sort());
    // The shared store gets the same, with the paths' own tags (home and the sitemap are stale too).
    expect(expired.sort()).toEqual([`property:${id}`, ...ownPages.map((path) => `_N_T_${path}`)].sort());
    expect(staled.sort()).toEqual(
      [...catalogue, "_N_T_/", "_N_T_/index", "_N_T_/sitemap.xml", ...homes.map((path) => `_N_T_${path}`)].sort(),
    );
    expect([...expired, ...staled]).not.toContain("place:rent/bhubaneswar/saheed-nagar");
  });

  it("a live listing's description waiting for review expires nothing; the admin's approval does", async () => {
    const { user, cookie } = await userWithSession();
    const id = await ownersListing(user, true);
    expect(await send(PATCH, "PATCH", id, cookie, "", { description: "Call now, pay via WhatsApp." })).toBe(200);
    expect(await send(PATCH, "PATCH", id, cookie, "", { location: { locality: "Saheed Nagar" } })).toBe(200);
    expect(expired).toEqual([]);
    expect(staled).toEqual([]);
    expect(nextTags()).toEqual([]);

    const team = (await userWithSession({ role: "admin" })).user.toObject() as UserDoc;
    await updateListing(team, id, { isActive: true });
    // The listing moved: both localities' pages and the city's go.
    expect(nextTags()).toEqual(
      expect.arrayContaining([
        "properties",
        `property:${id}`,
        "place:rent/bhubaneswar",
        "place:rent/bhubaneswar/patia",
        "place:rent/bhubaneswar/saheed-nagar",
      ]),
    );
    expect(nextTags()).not.toContain("place:rent/bhubaneswar/nayapalli");
  });

  it("closing a live listing expires its pages once; reopening it (off the site until approved) nothing more", async () => {
    const { user, cookie } = await userWithSession();
    const id = await ownersListing(user, true);
    expect(await send(close, "POST", id, cookie, "/close", { reason: "rented" })).toBe(200);
    expect(nextTags()).toEqual(
      expect.arrayContaining(["properties", `property:${id}`, "place:rent/bhubaneswar/patia"]),
    );
    // The closed listing's page answers 410 at the next request, not a moment later.
    expect(expired).toContain(`property:${id}`);
    const afterClose = [...expired, ...staled];
    expect(await send(reopen, "POST", id, cookie, "/reopen")).toBe(200);
    expect([...expired, ...staled]).toEqual(afterClose);
  });
});
