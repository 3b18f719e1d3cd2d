import {
  EMPTY_FILTERS,
  hasFilters,
  moreListingsHref,
  priceProblem,
  searchQuery,
} from "@/components/home/listing-search";

const filters = (patch: Partial<typeof EMPTY_FILTERS>) => ({ ...EMPTY_FILTERS, ...patch });

describe("home search rules", () => {
  it("asks the API for one strip of featured listings, sending only the filters that are set", () => {
    expect(searchQuery(EMPTY_FILTERS)).toBe("sort=featured&page=1&limit=8");
    expect(searchQuery(filters({ location: "  Patia ", type: "rent", minPrice: "5000", maxPrice: "" }))).toBe(
      "sort=featured&page=1&limit=8&q=Patia&type=rent&minPrice=5000",
    );
  });

  it("treats blank fields as no filter", () => {
    expect(hasFilters(filters({ location: "   " }))).toBe(false);
    expect(hasFilters(filters({ maxPrice: "20000" }))).toBe(true);
  });

  it("refuses prices that are not whole rupees or a minimum above the maximum", () => {
    expect(priceProblem(filters({ minPrice: "-5" }))).toBe("Prices must be whole rupees, 0 or more");
    expect(priceProblem(filters({ maxPrice: "12.5" }))).toBe("Prices must be whole rupees, 0 or more");
    expect(priceProblem(filters({ minPrice: "30000", maxPrice: "20000" }))).toBe(
      "Minimum price cannot be above maximum price",
    );
    // A maximum of 0 means "no upper bound" (SPEC §5).
    expect(priceProblem(filters({ minPrice: "30000", maxPrice: "0" }))).toBeNull();
    expect(priceProblem(filters({ minPrice: "10000", maxPrice: "20000" }))).toBeNull();
  });

  it("sends 'View More Properties' to the listing search with the same type and text", () => {
    expect(moreListingsHref(EMPTY_FILTERS)).toBe("/properties");
    expect(moreListingsHref(filters({ type: "land", location: "KIIT Square", minPrice: "1" }))).toBe(
      "/properties?type=land&query=KIIT+Square",
    );
  });
});
