import { pathsToExpire, placeTag, placeTagsOf, tagsToExpire, type ListingCacheState } from "@/lib/listings/cache-tags";

// Which cached reads a change of one listing expires: the listing's state before and after decides.

const listing = (overrides: Partial<ListingCacheState> = {}): ListingCacheState => ({
  id: "65f000000000000000000001",
  isActive: true,
  type: "rent",
  location: { city: "Bhubaneswar", locality: "Patia" },
  ...overrides,
});

const patia = ["place:rent/bhubaneswar", "place:rent/bhubaneswar/patia"];

describe("the tags a listing change expires", () => {
  it("expires nothing public for a listing never live, before or after (closing, reopening, editing it)", () => {
    const waiting = listing({ isActive: false });
    expect(tagsToExpire(waiting, { ...waiting })).toEqual([]);
    expect(tagsToExpire(null, waiting)).toEqual([]);
    expect(tagsToExpire(waiting, null)).toEqual([]);
    expect(pathsToExpire(waiting, waiting)).toEqual([]);
  });

  it("expires the catalogue, the listing and its city's and locality's place pages, and no other place", () => {
    const tags = tagsToExpire(listing(), listing());
    expect(tags.sort()).toEqual(["properties", "property:65f000000000000000000001", ...patia].sort());
    expect(tags).not.toContain("place:rent/bhubaneswar/saheed-nagar");
    const id = "65f000000000000000000001";
    // The home page and the listing's page in all three languages: the routes of app/[locale] and the
    // unprefixed English addresses.
    expect(pathsToExpire(listing(), listing()).sort()).toEqual(
      [
        "/",
        "/sitemap.xml",
        `/properties/${id}`,
        ...["en", "or", "hi"].flatMap((locale) => [`/${locale}`, `/${locale}/properties/${id}`]),
      ].sort(),
    );
  });

  it("expires the same when a listing goes live or leaves the site (approval, closing, deletion)", () => {
    const hidden = listing({ isActive: false });
    for (const [before, after] of [
      [hidden, listing()],
      [listing(), hidden],
      [listing(), null],
      [null, listing()],
    ] as const) {
      expect(tagsToExpire(before, after).sort()).toEqual(
        ["properties", "property:65f000000000000000000001", ...patia].sort(),
      );
    }
  });

  it("expires both places when a live listing moves (a new locality, or rent to sale)", () => {
    const moved = listing({ location: { city: "Bhubaneswar", locality: "Saheed Nagar" } });
    expect(tagsToExpire(listing(), moved)).toEqual(
      expect.arrayContaining([...patia, "place:rent/bhubaneswar/saheed-nagar"]),
    );
    const forSale = listing({ type: "sale" });
    expect(tagsToExpire(listing(), forSale)).toEqual(
      expect.arrayContaining([...patia, "place:sale/bhubaneswar", "place:sale/bhubaneswar/patia"]),
    );
  });

  it("names places by the slugs of their pages, whatever the stored spelling", () => {
    expect(placeTagsOf(listing({ location: { city: " bhubaneswar ", locality: "PATIA" } }))).toEqual(patia);
    expect(placeTagsOf(listing({ location: { city: "Cuttack", locality: null } }))).toEqual(["place:rent/cuttack"]);
    expect(placeTagsOf(listing({ location: { city: "", locality: "Patia" } }))).toEqual([]);
    expect(placeTag("land", "khordha", "jatni")).toBe("place:land/khordha/jatni");
    // Every tag is plain ASCII and short enough for Next.js to keep, whatever the name.
    const odia = placeTag("rent", "ଭୁବନେଶ୍ୱର".repeat(10), "ପଟିଆ");
    expect(odia).toMatch(/^[\x21-\x7e]+$/);
    expect(odia.length).toBeLessThanOrEqual(256);
  });
});
