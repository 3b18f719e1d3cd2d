import { deleteListing, updateListing } from "@/lib/listings";
import { NotFoundError } from "@/lib/errors";
import { findProperties, findSitemapListings, getCachedProperty, getCachedProperties } from "@/lib/listings";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Favourite, Property, User } from "@/test/models";

// The admin's listing writes are what change a public page: after each, the readers behind the listing's
// page, the home page's lists and the sitemap return the new state on their next read.

beforeEach(resetDatabase);

async function anAdmin() {
  return User.create({ name: "Site Admin", email: `admin-${Date.now()}@example.in`, role: "admin" });
}

const rejectsAsMissing = async (promise: Promise<unknown>) => {
  await expect(promise).rejects.toBeInstanceOf(NotFoundError);
  await expect(promise).rejects.toMatchObject({ message: "Property not found" });
};

describe("an admin's edit", () => {
  it("shows on the listing's page, the home lists and the sitemap on the next read", async () => {
    const admin = await anAdmin();
    const listing = await createProperty({ title: "Quiet 2BHK in Patia", price: 15000 });
    const id = String(listing._id);
    expect((await getCachedProperty(id))?.price).toBe(15000);

    const updated = await updateListing(admin, id, { price: 17500 });

    expect(updated).toMatchObject({ price: 17500 });
    expect((await getCachedProperty(id))?.price).toBe(17500);
    const newest = await getCachedProperties({ sort: "newest", page: 1, limit: 5 });
    expect(newest.properties.find((p) => p._id === id)?.price).toBe(17500);
  });

  it("takes a deactivated listing off its page, the lists and the sitemap, and brings it back when reactivated", async () => {
    const admin = await anAdmin();
    const listing = await createProperty();
    const id = String(listing._id);

    await updateListing(admin, id, { isActive: false });
    expect(await getCachedProperty(id)).toBeNull();
    expect((await getCachedProperties({ page: 1, limit: 10 })).total).toBe(0);
    expect((await findSitemapListings()).map((p) => p._id)).not.toContain(id);

    await updateListing(admin, id, { isActive: true });
    expect((await getCachedProperty(id))?._id).toBe(id);
    expect((await findSitemapListings()).map((p) => p._id)).toContain(id);
  });

  it("rebuilds the search keywords when the title changes", async () => {
    const admin = await anAdmin();
    const listing = await createProperty({ title: "Flat near Infocity" });
    await updateListing(admin, String(listing._id), { title: "Villa by the lake" });

    expect((await findProperties({ q: "lake", page: 1, limit: 5 })).total).toBe(1);
    expect((await findProperties({ q: "infocity", page: 1, limit: 5 })).total).toBe(0);
  });

  it("answers 404 for a listing that does not exist", async () => {
    await rejectsAsMissing(updateListing(await anAdmin(), "64b7f0c2a1b2c3d4e5f60718", { price: 1 }));
  });
});

describe("an admin's delete", () => {
  it("removes the listing from its page and the sitemap, with the saves pointing to it", async () => {
    const admin = await anAdmin();
    const listing = await createProperty();
    const id = String(listing._id);
    const user = await User.create({ name: "Saver", email: "saver@example.in", role: "user" });
    await Favourite.create({ user: user._id, property: listing._id });

    await deleteListing(admin, id);

    expect(await getCachedProperty(id)).toBeNull();
    expect((await findSitemapListings()).map((p) => p._id)).not.toContain(id);
    expect(await Property.countDocuments({ _id: listing._id })).toBe(0);
    expect(await Favourite.countDocuments({ property: listing._id })).toBe(0);
  });

  it("answers 404 when there is nothing to delete", async () => {
    await rejectsAsMissing(deleteListing(await anAdmin(), "64b7f0c2a1b2c3d4e5f60718"));
  });
});
