import { LocalCacheHandler } from "@/lib/cache/handler.mjs";
import { markLocalStale } from "@/lib/cache/local";
import { expireListing, findHomeCatalogue, findPlace, listingCacheState, PROPERTIES_TAG } from "@/lib/listings";
import { unchangedTallies } from "@/lib/listings/place-tallies";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";

// A place page's read of its place reuses this process's latest pass over the listings (home's, right after a
// start) only while this process's cache has seen no listing change since that pass began.

const at = (locality: string) => ({
  type: "rent",
  location: { address: `Lane 1, ${locality}`, city: "Bhubaneswar", locality, state: "Odisha", zipCode: "751024" },
});

beforeEach(resetDatabase);

const rentalsIn = async (locality: string) => (await findPlace("rent", "bhubaneswar", locality))?.locality?.counts.rent;

it("makes a pass of its own when this process has no cache to record changes", async () => {
  await createProperty(at("Patia"));
  expect(await rentalsIn("patia")).toBe(1);
  // Added with no change recorded anywhere: a place read still finds it.
  await createProperty(at("Jaydev Vihar"));
  expect(await rentalsIn("jaydev-vihar")).toBe(1);
});

describe("with this process's cache", () => {
  beforeAll(() => {
    // What Next.js makes at its first request: the store that records each tag's changes.
    new LocalCacheHandler({});
  });
  // Emptying the database is a change of every listing: no earlier test's pass is reused.
  beforeEach(() => markLocalStale([PROPERTIES_TAG]));

  it("reuses home's pass until a listing change is recorded, then reads the listings again", async () => {
    await createProperty(at("Patia"));
    await findHomeCatalogue();
    // A listing written with no change recorded yet (its write's expiry runs right after): not in home's pass.
    const added = await createProperty(at("Jaydev Vihar"));
    expect(await findPlace("rent", "bhubaneswar", "jaydev-vihar")).toBeNull();
    expect(await rentalsIn("patia")).toBe(1);
    // Its write's expiry is recorded: the next place read makes a new pass, which finds it.
    expireListing(null, listingCacheState(added));
    expect(await rentalsIn("jaydev-vihar")).toBe(1);
  });

  it("reuses a pass for a minute at most", async () => {
    await createProperty(at("Patia"));
    await findHomeCatalogue();
    expect(unchangedTallies()).toBeDefined();
    expect(unchangedTallies(Date.now() + 61_000)).toBeUndefined();
  });

  it("reuses a place read's own pass the same way", async () => {
    await createProperty(at("Patia"));
    expect(await rentalsIn("patia")).toBe(1);
    const second = await createProperty(at("Patia"));
    expect(await rentalsIn("patia")).toBe(1);
    expireListing(null, listingCacheState(second));
    expect(await rentalsIn("patia")).toBe(2);
  });
});
