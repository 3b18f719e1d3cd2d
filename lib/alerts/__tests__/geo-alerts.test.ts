import { matchListing } from "@/lib/alerts";
import { createProperty } from "@/test/factories";
import { resetDatabase } from "@/test/db-helpers";
import { AlertMatch, SavedSearch } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

// A saved search of a map area or of a radius alerts about a new listing exactly when the list API would
// show it: inside the box, or within the radius by great-circle distance (not merely inside its box).

beforeAll(async () => {
  await resetDatabase();
  await Promise.all([SavedSearch.createIndexes(), AlertMatch.createIndexes()]);
});

const at = (lat: number, lng: number) =>
  createProperty({
    location: { city: "Bhubaneswar", locality: "Patia", geo: { lat, lng, approximate: false } },
    isActive: true,
  });

it("matches saved map-area and radius searches by the listing's public point", async () => {
  const { user } = await userWithSession();
  const queries = ["bounds=20.34,85.8,20.36,85.83", "near=infocity&radius=2", "near=aiims&radius=3"];
  const searches = await SavedSearch.insertMany(
    queries.map((query, i) => ({ user: user._id, name: `Search ${i}`, query, frequency: "instant" })),
  );
  const idOf = (query: string) => String(searches[queries.indexOf(query)]._id);

  // 1.2 km north-east of Infocity: inside the box and within 2 km.
  const near = await at(20.3523, 85.8146);
  expect((await matchListing(near.id)).map((m) => m.savedSearchId).sort()).toEqual(
    [idOf(queries[0]), idOf(queries[1])].sort(),
  );
  // In the corner of the 2 km circle's box but about 2.6 km away: no radius alert.
  const corner = await at(20.3447 + 0.0175, 85.8064 + 0.0185);
  expect((await matchListing(corner.id)).map((m) => m.savedSearchId)).not.toContain(idOf(queries[1]));
});
