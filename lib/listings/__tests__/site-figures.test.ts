import { Types } from "mongoose";
import { findSiteFigures } from "@/lib/listings/figures";
import { findPlaceTallies } from "@/lib/listings/place-tallies";
import { Visit } from "@/models/Visit";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";

// The About page's figures: live listings and their localities come from the place tallies, the visits and
// owners from their own reads. Each figure counts only what it says.

const place = (locality: string) => ({
  address: `Lane 1, ${locality}`,
  city: "Bhubaneswar",
  state: "Odisha",
  zipCode: "751024",
  locality,
});

beforeAll(async () => {
  await resetDatabase();
  const account = new Types.ObjectId();
  await createProperty({ location: place("Patia") });
  await createProperty({ location: place(" Patia "), source: "public", isActive: true, owner: { email: "A@x.in" } });
  await createProperty({
    location: place("Saheed Nagar"),
    source: "public",
    isActive: true,
    owner: { email: "a@x.in" },
  });
  await createProperty({ location: place("Jaydev Vihar"), source: "public", isActive: true, account });
  // Taken off the site: neither its locality nor its owner counts.
  await createProperty({
    location: place("Khandagiri"),
    source: "public",
    isActive: false,
    owner: { email: "b@x.in" },
  });
  const visit = { user: new Types.ObjectId(), property: new Types.ObjectId(), preferredDate: "2026-12-01" };
  await Visit.create([
    { ...visit, status: "scheduled" },
    { ...visit, status: "completed" },
    { ...visit, status: "requested" },
    { ...visit, status: "cancelled" },
  ]);
});

it("count live listings, their localities once each, arranged visits and owners by e-mail or account", async () => {
  expect(await findSiteFigures(await findPlaceTallies())).toEqual({
    listings: 4,
    localities: 3,
    visitsArranged: 2,
    owners: 1,
  });
});
