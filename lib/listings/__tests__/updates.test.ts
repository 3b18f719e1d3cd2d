import { HttpError } from "@/lib/http";
import { deleteListing, findProperties, getCachedProperty, getCachedProperties, updateListing } from "@/lib/listings";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Favourite, Property, User } from "@/test/models";

beforeEach(resetDatabase);

const rejectsWith = async (promise: Promise<unknown>, status: number) => {
  await expect(promise).rejects.toBeInstanceOf(HttpError);
  await expect(promise).rejects.toMatchObject({ status });
};

describe("updateListing", () => {
  it("saves the change and the readers the pages use return it on the next read", async () => {
    const listing = await createProperty({ title: "Quiet 2BHK in Patia", price: 15000 });
    const id = String(listing._id);
    expect((await getCachedProperty(id))?.price).toBe(15000);

    const updated = await updateListing(id, { price: 17500 });

    expect(updated.price).toBe(17500);
    expect((await getCachedProperty(id))?.price).toBe(17500);
    const newest = await getCachedProperties({ sort: "newest", page: 1, limit: 5 });
    expect(newest.properties.find((p) => p._id === id)?.price).toBe(17500);
  });

  it("takes a deactivated listing off its page and the lists, and brings it back when reactivated", async () => {
    const listing = await createProperty();
    const id = String(listing._id);

    await updateListing(id, { isActive: false });
    expect(await getCachedProperty(id)).toBeNull();
    expect((await getCachedProperties({ page: 1, limit: 10 })).total).toBe(0);

    await updateListing(id, { isActive: true });
    expect((await getCachedProperty(id))?._id).toBe(id);
  });

  it("rebuilds the search keywords when the title changes", async () => {
    const listing = await createProperty({ title: "Flat near Infocity" });
    await updateListing(String(listing._id), { title: "Villa by the lake" });

    expect((await findProperties({ q: "lake", page: 1, limit: 5 })).total).toBe(1);
    expect((await findProperties({ q: "infocity", page: 1, limit: 5 })).total).toBe(0);
  });

  it("refuses values the schema forbids and leaves the listing as it was", async () => {
    const listing = await createProperty({ price: 12000 });
    await expect(updateListing(String(listing._id), { price: -5 })).rejects.toThrow();
    expect((await Property.findById(listing._id).lean())?.price).toBe(12000);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    await rejectsWith(updateListing("64b7f0c2a1b2c3d4e5f60718", { price: 1 }), 404);
    await rejectsWith(updateListing("not-an-id", { price: 1 }), 404);
  });
});

describe("deleteListing", () => {
  it("removes the listing and the saves pointing to it", async () => {
    const listing = await createProperty();
    const id = String(listing._id);
    const user = await User.create({ name: "Saver", email: "saver@example.in", role: "user" });
    await Favourite.create({ user: user._id, property: listing._id });

    await deleteListing(id);

    expect(await getCachedProperty(id)).toBeNull();
    expect(await Favourite.countDocuments({ property: listing._id })).toBe(0);
  });

  it("answers 404 when there is nothing to delete", async () => {
    await rejectsWith(deleteListing("64b7f0c2a1b2c3d4e5f60718"), 404);
  });
});
