import { getCachedProperties, getCachedProperty, updateListing } from "@/lib/listings";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Property, User } from "@/test/models";

// A listing's previous price is what the home page's Latest Deals shows a discount from: it is kept only
// when an admin lowers the price, and cleared when the price goes back up.

beforeEach(resetDatabase);

async function anAdmin() {
  return User.create({ name: "Site Admin", email: `admin-${Date.now()}@example.in`, role: "admin" });
}

describe("a listing's previous price", () => {
  it("is unset on a listing whose price was never changed", async () => {
    const listing = await createProperty({ price: 15000 });
    const shown = await getCachedProperty(String(listing._id));
    expect(shown?.price).toBe(15000);
    expect(shown?.previousPrice).toBeUndefined();
  });

  it("keeps the old price when an admin lowers it, and shows it on the public reads", async () => {
    const admin = await anAdmin();
    const listing = await createProperty({ type: "sale", price: 8_500_000 });
    const id = String(listing._id);

    const updated = await updateListing(admin, id, { price: 8_000_000 });

    expect(updated).toMatchObject({ price: 8_000_000, previousPrice: 8_500_000 });
    expect((await Property.findById(id).lean())?.previousPrice).toBe(8_500_000);
    expect((await getCachedProperty(id))?.previousPrice).toBe(8_500_000);
    const newest = await getCachedProperties({ sort: "newest", page: 1, limit: 3 });
    expect(newest.properties.find((p) => p._id === id)?.previousPrice).toBe(8_500_000);
  });

  it("is cleared when the price goes up again", async () => {
    const admin = await anAdmin();
    const listing = await createProperty({ price: 15000 });
    const id = String(listing._id);
    await updateListing(admin, id, { price: 14000 });

    const updated = await updateListing(admin, id, { price: 16000 });

    expect(updated).toMatchObject({ price: 16000 });
    expect(updated).not.toHaveProperty("previousPrice");
    expect((await Property.findById(id).lean())?.previousPrice).toBeUndefined();
    expect((await getCachedProperty(id))?.previousPrice).toBeUndefined();
  });

  it("stays as it was on an edit that leaves the price alone", async () => {
    const admin = await anAdmin();
    const listing = await createProperty({ price: 15000 });
    const id = String(listing._id);
    await updateListing(admin, id, { price: 12000 });

    const updated = await updateListing(admin, id, { title: "Bright 2BHK in Patia", price: 12000 });

    expect(updated).toMatchObject({ price: 12000, previousPrice: 15000 });
  });
});
