import {
  EMPTY_HOME_FILTERS,
  hasActiveFilters,
  hasHomeFilters,
  homePriceProblem,
  homeResultsHref,
  homeStripQuery,
  listHref,
  parseListFilters,
  toApiSearchParams,
  toPropertiesQuery,
  type HomeFilters,
} from "@/lib/validation/listing-query";
import { getPropertiesQuerySchema } from "@/lib/validation/listing-query-schema";

const home = (patch: Partial<HomeFilters>) => ({ ...EMPTY_HOME_FILTERS, ...patch });
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
  });

  it("refuses unknown parameters and a minimum above the maximum, unless the maximum is 0", () => {
    expect(issues({ price: "5" })).toHaveLength(1);
    expect(issues({ minPrice: "30000", maxPrice: "20000" })).toEqual(["Minimum price cannot be above maximum price"]);
    expect(issues({ minPrice: "30000", maxPrice: "0" })).toEqual([]);
  });

  it("writes a typed query as the API's parameters that read back to the same query", () => {
    const query = { sort: "price_asc", page: 3, limit: 24, q: "patia", type: "rent", bhk: 2, minPrice: 8000 } as const;
    const params = toApiSearchParams(query);
    expect(params.toString()).toBe("sort=price_asc&page=3&limit=24&q=patia&type=rent&bhk=2&minPrice=8000");
    expect(getPropertiesQuerySchema.parse(Object.fromEntries(params))).toEqual(query);
  });
});

describe("list page URL state", () => {
  it("reads the presets: a chip key in ?type= and search text in ?query=", () => {
    expect(parseListFilters({ type: "land" })).toMatchObject({ chip: "land", query: "" });
    expect(parseListFilters({ type: "2bhk" }).chip).toBe("2BHK");
    expect(parseListFilters({ type: "sell" }).chip).toBe("sale");
    expect(parseListFilters({ query: "  patia " }).query).toBe("patia");
  });

  it("falls back to defaults for malformed values instead of failing the page", () => {
    expect(
      parseListFilters({
        type: "villa",
        minPrice: "abc",
        maxPrice: "-5",
        sort: "random",
        page: "0",
        query: ["a", "b"],
      }),
    ).toEqual({
      chip: "all",
      query: "a",
      minPrice: null,
      maxPrice: null,
      sort: "featured",
      area: "",
      nearby: "",
      page: 1,
    });
    expect(parseListFilters({ page: "2.5" }).page).toBe(1);
    expect(parseListFilters({ minPrice: "50,000", maxPrice: "0" })).toMatchObject({ minPrice: 50000, maxPrice: null });
  });

  it("writes canonical URLs that read back to the same state, leaving defaults out", () => {
    const state = parseListFilters({
      type: "3BHK",
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
      "/properties?type=3BHK&query=nayapalli&minPrice=10000&maxPrice=30000&sort=price_asc&area=Bhubaneswar&nearby=hospital&page=2",
    );
    expect(parseListFilters(Object.fromEntries(new URL(href, "http://x").searchParams))).toEqual(state);
    expect(listHref(parseListFilters({}))).toBe("/properties");
  });

  it("counts a filter as active but not a sort or a page", () => {
    expect(hasActiveFilters(parseListFilters({ sort: "newest", page: "3" }))).toBe(false);
    expect(hasActiveFilters(parseListFilters({ nearby: "kiit" }))).toBe(true);
  });

  it("turns a state into the query service's input: chip to type or bhk, area joined to the keyword", () => {
    expect(toPropertiesQuery(parseListFilters({ type: "rent" }))).toEqual({
      type: "rent",
      sort: "featured",
      page: 1,
      limit: 12,
    });
    expect(
      toPropertiesQuery(parseListFilters({ type: "4BHK", query: "villa", area: "khandagiri", nearby: "kiit" })),
    ).toMatchObject({ bhk: 4, q: "villa khandagiri", nearby: "kiit" });
  });
});

describe("home search", () => {
  it("asks the API for one strip of featured listings, sending only the filters that are set", () => {
    expect(toApiSearchParams(homeStripQuery(EMPTY_HOME_FILTERS)).toString()).toBe("sort=featured&page=1&limit=8");
    expect(
      toApiSearchParams(
        homeStripQuery(home({ location: "  Patia ", type: "rent", minPrice: "5000", maxPrice: "" })),
      ).toString(),
    ).toBe("sort=featured&page=1&limit=8&q=Patia&type=rent&minPrice=5000");
  });

  it("treats blank fields as no filter", () => {
    expect(hasHomeFilters(home({ location: "   " }))).toBe(false);
    expect(hasHomeFilters(home({ maxPrice: "20000" }))).toBe(true);
  });

  it("refuses prices that are not whole rupees or a minimum above the maximum", () => {
    expect(homePriceProblem(home({ minPrice: "-5" }))).toBe("Prices must be whole rupees, 0 or more");
    expect(homePriceProblem(home({ maxPrice: "12.5" }))).toBe("Prices must be whole rupees, 0 or more");
    expect(homePriceProblem(home({ minPrice: "30000", maxPrice: "20000" }))).toBe(
      "Minimum price cannot be above maximum price",
    );
    // A maximum of 0 means "no upper bound".
    expect(homePriceProblem(home({ minPrice: "30000", maxPrice: "0" }))).toBeNull();
    expect(homePriceProblem(home({ minPrice: "10000", maxPrice: "20000" }))).toBeNull();
  });

  it("sends 'View More Properties' to the listing search with the same type and text", () => {
    expect(homeResultsHref(EMPTY_HOME_FILTERS)).toBe("/properties");
    expect(homeResultsHref(home({ type: "land", location: "KIIT Square", minPrice: "1" }))).toBe(
      "/properties?type=land&query=KIIT+Square",
    );
  });
});
