import {
  activeFilterChips,
  budgetPresets,
  hasActiveFilters,
  heroSearchHref,
  HOME_STRIP_QUERY,
  listHref,
  parseListFilters,
  toApiSearchParams,
  toPropertiesQuery,
} from "@/lib/validation/listing-query";
import { getPropertiesQuerySchema } from "@/lib/validation/listing-query-schema";

const issues = (input: Record<string, string>) => {
  const result = getPropertiesQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the API's listing query", () => {
  it("reads blanks as absent and 0 as no price bound, sorting by featured when no sort is given", () => {
    expect(
      getPropertiesQuerySchema.parse({ type: "", q: "  patia ", minPrice: "0", maxPrice: "5000", page: "" }),
    ).toEqual({ q: "patia", maxPrice: 5000, sort: "featured" });
  });

  it("names the accepted values when a type, sort, bhk or limit is out of range", () => {
    expect(issues({ type: "villa" })).toEqual(["type must be rent, sale or land"]);
    expect(issues({ sort: "random" })).toEqual(["sort must be featured, price_asc, price_desc or newest"]);
    expect(issues({ bhk: "11" })).toEqual(["bhk must be between 1 and 10"]);
    expect(issues({ limit: "61" })).toEqual(["limit must be between 1 and 60"]);
    expect(issues({ page: "0" })).toEqual(["page must be 1 or more"]);
    expect(issues({ minPrice: "12.5" })).toEqual(["Price must be a whole number of rupees"]);
    expect(issues({ furnishing: "Luxury" })).toEqual(["furnishing must be Furnished, Semi-Furnished or Unfurnished"]);
    expect(issues({ postedBy: "builder" })).toEqual(["postedBy must be owner or agent"]);
  });

  it("refuses unknown parameters and a minimum above the maximum, unless the maximum is 0", () => {
    expect(issues({ price: "5" })).toHaveLength(1);
    expect(issues({ minPrice: "30000", maxPrice: "20000" })).toEqual(["Minimum price cannot be above maximum price"]);
    expect(issues({ minPrice: "30000", maxPrice: "0" })).toEqual([]);
  });

  it("writes a typed query as the API's parameters that read back to the same query", () => {
    const query = {
      sort: "price_asc",
      page: 3,
      limit: 24,
      q: "patia",
      type: "rent",
      bhk: 2,
      minPrice: 8000,
      furnishing: "Semi-Furnished",
      postedBy: "owner",
    } as const;
    const params = toApiSearchParams(query);
    expect(params.toString()).toBe(
      "sort=price_asc&page=3&limit=24&q=patia&type=rent&bhk=2&minPrice=8000&furnishing=Semi-Furnished&postedBy=owner",
    );
    expect(getPropertiesQuerySchema.parse(Object.fromEntries(params))).toEqual(query);
  });
});

describe("list page URL state", () => {
  it("reads the type and the bedrooms as separate filters, and the older ?type=2BHK as two bedrooms", () => {
    expect(parseListFilters({ type: "rent", bhk: "2" })).toMatchObject({ type: "rent", bhk: 2, query: "" });
    expect(parseListFilters({ type: "2bhk" })).toMatchObject({ type: "all", bhk: 2 });
    expect(parseListFilters({ type: "sell" }).type).toBe("sale");
    expect(parseListFilters({ query: "  patia " }).query).toBe("patia");
    expect(parseListFilters({ furnishing: "furnished", postedBy: "OWNER" })).toMatchObject({
      furnishing: "Furnished",
      postedBy: "owner",
    });
  });

  it("drops bedrooms and furnishing for land, which has neither", () => {
    expect(parseListFilters({ type: "land", bhk: "2", furnishing: "Furnished" })).toMatchObject({
      type: "land",
      bhk: null,
      furnishing: null,
    });
  });

  it("falls back to defaults for malformed values instead of failing the page", () => {
    expect(
      parseListFilters({
        type: "villa",
        bhk: "eleven",
        furnishing: "luxury",
        postedBy: "builder",
        minPrice: "abc",
        maxPrice: "-5",
        sort: "random",
        page: "0",
        query: ["a", "b"],
      }),
    ).toEqual({
      type: "all",
      bhk: null,
      furnishing: null,
      postedBy: null,
      query: "a",
      minPrice: null,
      maxPrice: null,
      sort: "featured",
      area: "",
      nearby: "",
      page: 1,
    });
    expect(parseListFilters({ page: "2.5" }).page).toBe(1);
    expect(parseListFilters({ bhk: "11" }).bhk).toBeNull();
    expect(parseListFilters({ minPrice: "50,000", maxPrice: "0" })).toMatchObject({ minPrice: 50000, maxPrice: null });
  });

  it("writes canonical URLs that read back to the same state, leaving defaults out", () => {
    const state = parseListFilters({
      type: "rent",
      bhk: "3",
      furnishing: "Furnished",
      postedBy: "owner",
      query: "nayapalli",
      minPrice: "10000",
      maxPrice: "30000",
      sort: "price_asc",
      area: "Bhubaneswar",
      nearby: "hospital",
      page: "2",
    });
    const href = listHref(state);
    expect(href).toBe(
      "/properties?type=rent&bhk=3&furnishing=Furnished&postedBy=owner&query=nayapalli&minPrice=10000&maxPrice=30000&sort=price_asc&area=Bhubaneswar&nearby=hospital&page=2",
    );
    expect(parseListFilters(Object.fromEntries(new URL(href, "http://x").searchParams))).toEqual(state);
    expect(listHref(parseListFilters({}))).toBe("/properties");
    expect(listHref(parseListFilters({ type: "2BHK" }))).toBe("/properties?bhk=2");
  });

  it("counts a filter as active but not a sort or a page", () => {
    expect(hasActiveFilters(parseListFilters({ sort: "newest", page: "3" }))).toBe(false);
    expect(hasActiveFilters(parseListFilters({ nearby: "kiit" }))).toBe(true);
  });

  it("turns a state into the query service's input: type and bhk together, area joined to the keyword", () => {
    expect(toPropertiesQuery(parseListFilters({ type: "rent", bhk: "2" }))).toEqual({
      type: "rent",
      bhk: 2,
      sort: "featured",
      page: 1,
      limit: 12,
    });
    expect(
      toPropertiesQuery(parseListFilters({ bhk: "4", query: "villa", area: "khandagiri", nearby: "kiit" })),
    ).toMatchObject({ bhk: 4, q: "villa khandagiri", nearby: "kiit" });
  });

  it("offers monthly budgets for rent, lakh and crore for sale and land, none for all types", () => {
    expect(budgetPresets("rent").map((p) => p.label)).toContain("₹10k–20k/mo");
    expect(budgetPresets("sale").map((p) => p.label)).toContain("₹60 L–1 Cr");
    expect(budgetPresets("land")).toEqual(budgetPresets("sale"));
    expect(budgetPresets("all")).toEqual([]);
  });

  it("names each active filter as a chip whose removal keeps the others and goes back to page 1", () => {
    const state = parseListFilters({ type: "rent", bhk: "2", minPrice: "10000", maxPrice: "20000", page: "3" });
    const chips = activeFilterChips(state);
    expect(chips.map((c) => c.label)).toEqual(["Rent", "2 BHK", "₹10k–20k/mo"]);
    expect(listHref(chips[1].without)).toBe("/properties?type=rent&minPrice=10000&maxPrice=20000");
    expect(listHref(chips[2].without)).toBe("/properties?type=rent&bhk=2");
    expect(activeFilterChips(parseListFilters({ minPrice: "5000" }))[0].label).toBe("From ₹5,000");
  });
});

describe("home page", () => {
  it("asks for one strip of featured listings", () => {
    expect(toApiSearchParams(HOME_STRIP_QUERY).toString()).toBe("sort=featured&page=1&limit=8");
  });

  it("sends the hero search to the list page with the locality or PIN, the type and the budget in the URL", () => {
    expect(heroSearchHref({ location: "  Patia ", type: "rent", budget: "1" })).toBe(
      "/properties?type=rent&query=Patia&minPrice=10000&maxPrice=20000",
    );
    expect(heroSearchHref({ location: "751024", type: "sale", budget: "" })).toBe("/properties?type=sale&query=751024");
    expect(heroSearchHref({ location: "", type: "land", budget: "0" })).toBe("/properties?type=land&maxPrice=3000000");
  });
});
