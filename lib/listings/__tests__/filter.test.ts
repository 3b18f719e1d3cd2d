import { adminListingFilter, adminListingSort, listingFilter, listingSort } from "@/lib/listings/filter";
import { parseListFilters, toPropertiesQuery } from "@/lib/listings/links/list-page";
import { adminListingsQuerySchema, parseListingQueryString } from "@/lib/listings/query-schema";

describe("a listing search as a database query", () => {
  it("matches active listings only, unless the reader may see the others", () => {
    expect(listingFilter({})).toEqual({ isActive: true });
    expect(listingFilter({}, { includeInactive: true })).toEqual({});
  });

  it("turns each word of a stored search into its condition", () => {
    const query = parseListingQueryString(
      "type=rent&bhk=2&furnishing=Furnished&postedBy=agent&q=Patia%20road&minPrice=1000&maxPrice=20000&city=Khordha&nearby=KIIT",
    );
    expect(listingFilter(query)).toEqual({
      isActive: true,
      type: "rent",
      bhk: 2,
      furnishing: "Furnished",
      // Listings stored before the field existed count as agents' listings.
      postedBy: { $in: ["agent", null] },
      price: { $gte: 1000, $lte: 20000 },
      "location.city": "Khordha",
      keywords: { $all: ["patia", "road"] },
      nearbyKeywords: { $all: ["kiit"] },
    });
    expect(listingFilter({ minPrice: 5000 })).toEqual({ isActive: true, price: { $gte: 5000 } });
  });

  it("makes the same filter of an old link as of the strict query it stands for", () => {
    const page = toPropertiesQuery(parseListFilters({ query: "villa", area: "khandagiri", type: "2BHK" }));
    expect(listingFilter(page)).toEqual(listingFilter(parseListingQueryString("q=villa&area=khandagiri&bhk=2")));
  });

  it("matches the area like the keyword: every word of both among the listing's place and title words", () => {
    expect(listingFilter(parseListingQueryString("q=villa&area=Khandagiri%20villa"))).toEqual({
      isActive: true,
      keywords: { $all: ["villa", "khandagiri"] },
    });
  });

  it("orders by the sort's keys, ending with the id", () => {
    expect(listingSort({})).toEqual({ featured: -1, freshAt: -1, _id: -1 });
    expect(listingSort({ sort: "price_asc" })).toEqual({ price: 1, _id: 1 });
  });

  it("filters and orders the admin's table, the older sort names included", () => {
    const query = adminListingsQuerySchema.parse({ status: "inactive", q: "patia", sort: "price-desc" });
    expect(adminListingFilter(query)).toEqual({
      isActive: false,
      awaitingReview: { $ne: true },
      closedAt: { $exists: false },
      rejectedAt: { $exists: false },
      keywords: { $all: ["patia"] },
    });
    expect(adminListingSort(query)).toEqual({ price: -1, _id: -1 });
    expect(adminListingSort(adminListingsQuerySchema.parse({}))).toEqual({ createdAt: -1, _id: -1 });
  });
});
