import { LISTING_QUERY_WORDS, MAX_PRICE, type ParsedListingQuery } from "@/lib/listings/query-words";
import { listingQueryString, readListingQuery } from "@/lib/listings/query-string";
import { hasActiveFilters, listHref, parseListFilters, toPropertiesQuery } from "@/lib/listings/links/list-page";
import { activeFilterChips, budgetPresets } from "@/lib/listings/links/filter-labels";
import { categoryHref, heroSearchHref, HOME_STRIP_QUERY, localityHref } from "@/lib/listings/links/home-page";
import {
  isIndexablePlaceQuery,
  kindType,
  placeHref,
  placeListHref,
  placePath,
  placeQueryString,
  readPlaceQuery,
} from "@/lib/listings/links/place-pages";
import { placeSlug } from "@/domain/geo/place-slug";
import { compareHref, parseCompareIds } from "@/lib/listings/links/compare-page";
import {
  adminListingsQuerySchema,
  listingQuerySchema,
  parseAdminListingsQueryString,
  parseListingQueryString,
} from "@/lib/listings/query-schema";

const issues = (input: Record<string, unknown>) => {
  const result = listingQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const adminIssues = (input: Record<string, unknown>) => {
  const result = adminListingsQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the API's listing query (strict)", () => {
  it("reads blanks as absent and 0 as no price bound, sorting by featured when no sort is given", () => {
    expect(listingQuerySchema.parse({ type: "", q: "  patia ", minPrice: "0", maxPrice: "5000", page: "" })).toEqual({
      q: "patia",
      maxPrice: 5000,
      sort: "featured",
    });
  });

  it("names the accepted values when a type, sort, bhk or limit is out of range", () => {
    expect(issues({ type: "villa" })).toEqual(["type must be rent, sale or land"]);
    expect(issues({ sort: "random" })).toEqual(["sort must be featured, price_asc, price_desc, newest or distance"]);
    expect(issues({ bhk: "11" })).toEqual(["bhk must be between 1 and 10"]);
    expect(issues({ bhk: "two" })).toEqual(["bhk must be a number"]);
    expect(issues({ limit: "61" })).toEqual(["limit must be between 1 and 60"]);
    expect(issues({ page: "0" })).toEqual(["page must be 1 or more"]);
    expect(issues({ page: "10001" })).toEqual(["page must be 10000 or less"]);
    expect(issues({ minPrice: "12.5" })).toEqual(["Price must be a whole number of rupees"]);
    expect(issues({ maxPrice: "-5" })).toEqual(["Price cannot be negative"]);
    expect(issues({ maxPrice: String(MAX_PRICE + 1) })).toEqual(["Price is too large"]);
    expect(issues({ furnishing: "Luxury" })).toEqual(["furnishing must be Furnished, Semi-Furnished or Unfurnished"]);
    expect(issues({ postedBy: "builder" })).toEqual(["postedBy must be owner or agent"]);
    expect(issues({ q: "x".repeat(101) })).toEqual(["Search text is too long"]);
    expect(issues({ nearby: "x".repeat(101) })).toEqual(["Nearby text is too long"]);
  });

  it("refuses unknown words (the page's old words included) and a minimum above the maximum, unless the maximum is 0", () => {
    expect(issues({ price: "5" })).toHaveLength(1);
    expect(issues({ query: "patia" })).toHaveLength(1);
    expect(issues({ minPrice: "30000", maxPrice: "20000" })).toEqual(["Minimum price cannot be above maximum price"]);
    expect(issues({ minPrice: "30000", maxPrice: "0" })).toEqual([]);
    expect(issues({ minPrice: String(MAX_PRICE), maxPrice: String(MAX_PRICE) })).toEqual([]);
  });

  it("reads the listing form's 'sell' as a sale", () => {
    expect(listingQuerySchema.parse({ type: "sell" })).toEqual({ type: "sale", sort: "featured" });
  });

  it("reads a stored query string strictly, refusing a word given twice", () => {
    expect(parseListingQueryString("type=rent&bhk=2&q=patia")).toEqual({
      type: "rent",
      bhk: 2,
      q: "patia",
      sort: "featured",
    });
    expect(parseListingQueryString("")).toEqual({ sort: "featured" });
    expect(() => parseListingQueryString("type=rent&type=sale")).toThrow();
    expect(() => parseListingQueryString("colour=red")).toThrow();
    expect(() => parseListingQueryString("query=patia")).toThrow();
  });
});

describe("the canonical query string", () => {
  const full: ParsedListingQuery = {
    type: "rent",
    bhk: 2,
    furnishing: "Semi-Furnished",
    postedBy: "owner",
    q: "patia",
    minPrice: 8000,
    maxPrice: 30000,
    city: "Bhubaneswar",
    nearby: "kiit",
    sort: "price_asc",
    page: 3,
    limit: 24,
  };

  it("writes the words in the table's order, leaving out empty values and defaults", () => {
    expect(Object.keys(LISTING_QUERY_WORDS)).toEqual(
      expect.arrayContaining(["q", "type", "bhk", "minPrice", "maxPrice", "city", "furnishing", "postedBy", "nearby"]),
    );
    expect(listingQueryString(full)).toBe(
      "type=rent&bhk=2&furnishing=Semi-Furnished&postedBy=owner&q=patia&minPrice=8000&maxPrice=30000&city=Bhubaneswar&nearby=kiit&sort=price_asc&page=3&limit=24",
    );
    expect(listingQueryString({ sort: "featured", q: "", page: 1 })).toBe("page=1");
    expect(listingQueryString(HOME_STRIP_QUERY)).toBe("page=1&limit=8");
    // The same search built in another order has the same spelling.
    expect(listingQueryString({ limit: 24, page: 3, q: "patia", type: "rent" })).toBe(
      listingQueryString({ type: "rent", q: "patia", page: 3, limit: 24 }),
    );
  });

  it.each<[string, ParsedListingQuery]>([
    ["every word", full],
    ["only the default sort", { sort: "featured" }],
    ["the first page", { sort: "newest", page: 1 }],
    ["a keyword in another script", { sort: "featured", q: "ସହିଦ ନଗର" }],
    ["the highest price", { sort: "featured", maxPrice: MAX_PRICE }],
  ])("reads back to the same query with the strict parser (%s)", (_, query) => {
    expect(parseListingQueryString(listingQueryString(query))).toEqual(query);
  });

  it("is what the strict parser makes of a request, whatever its order or its blank words", () => {
    const request = "limit=24&q=%20patia%20&type=rent&bhk=2&page=3&minPrice=0&furnishing=&sort=featured";
    expect(listingQueryString(parseListingQueryString(request))).toBe("type=rent&bhk=2&q=patia&page=3&limit=24");
  });
});

describe("the admin table's query", () => {
  it("fills its defaults: page 1 of 20, every status, newest first", () => {
    expect(adminListingsQuerySchema.parse({})).toEqual({ page: 1, limit: 20, status: "all", sort: "newest" });
  });

  it("names prices with underscores and still reads the older price-asc and price-desc", () => {
    expect(adminListingsQuerySchema.parse({ sort: "price_asc" }).sort).toBe("price_asc");
    expect(adminListingsQuerySchema.parse({ sort: "price-asc" }).sort).toBe("price_asc");
    expect(adminListingsQuerySchema.parse({ sort: "price-desc" }).sort).toBe("price_desc");
    expect(parseAdminListingsQueryString("sort=oldest&status=pending&q=patia")).toEqual({
      q: "patia",
      status: "pending",
      sort: "oldest",
      page: 1,
      limit: 20,
    });
  });

  it("refuses unknown statuses, sorts, public-only sorts and large pages", () => {
    expect(adminIssues({ status: "deleted" })).toEqual([
      "status must be all, active, inactive, pending, closed or rejected",
    ]);
    expect(adminIssues({ sort: "views" })).toEqual(["sort must be newest, oldest, price_asc or price_desc"]);
    expect(adminIssues({ sort: "featured" })).toHaveLength(1);
    expect(adminIssues({ limit: "500" })).toEqual(["limit must be between 1 and 100"]);
    expect(adminIssues({ type: "rent" })).toHaveLength(1);
  });

  it("does not take the admin's old sort names on the public list", () => {
    expect(issues({ sort: "price-asc" })).toHaveLength(1);
  });
});

describe("list page URL state (lenient)", () => {
  it("reads the type and the bedrooms as separate filters, and the older ?type=2BHK as two bedrooms", () => {
    expect(parseListFilters({ type: "rent", bhk: "2" })).toEqual({ type: "rent", bhk: 2, sort: "featured", page: 1 });
    expect(parseListFilters({ type: "2bhk" })).toEqual({ bhk: 2, sort: "featured", page: 1 });
    expect(parseListFilters({ type: "2BHK", bhk: "3" }).bhk).toBe(3);
    expect(parseListFilters({ bhk: "3bhk" }).bhk).toBe(3);
    expect(parseListFilters({ type: "sell" }).type).toBe("sale");
    expect(parseListFilters({ furnishing: "furnished", postedBy: "OWNER" })).toMatchObject({
      furnishing: "Furnished",
      postedBy: "owner",
    });
  });

  it("reads the old keyword word ?query= as q; the area is a word of its own", () => {
    expect(parseListFilters({ query: "  patia " }).q).toBe("patia");
    expect(parseListFilters({ q: "villa", query: "ignored" }).q).toBe("villa");
    expect(parseListFilters({ query: "villa", area: "khandagiri" })).toMatchObject({ q: "villa", area: "khandagiri" });
    expect(listHref(parseListFilters({ query: "patia", area: "Bhubaneswar" }))).toBe(
      "/properties?q=patia&area=Bhubaneswar",
    );
    expect(listHref(parseListFilters({ type: "2BHK" }))).toBe("/properties?bhk=2");
  });

  it("drops bedrooms and furnishing for land, which has neither", () => {
    expect(parseListFilters({ type: "land", bhk: "2", furnishing: "Furnished" })).toEqual({
      type: "land",
      sort: "featured",
      page: 1,
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
        colour: "red",
      }),
    ).toEqual({ q: "a", sort: "featured", page: 1 });
    expect(parseListFilters({ page: "2.5" }).page).toBe(1);
    expect(parseListFilters({ page: "10001" }).page).toBe(1);
    expect(parseListFilters({ bhk: "11" }).bhk).toBeUndefined();
    expect(parseListFilters({ minPrice: "50,000", maxPrice: "0" })).toMatchObject({ minPrice: 50000 });
    expect(parseListFilters({ maxPrice: String(MAX_PRICE + 1) }).maxPrice).toBeUndefined();
    expect(parseListFilters({ q: "x".repeat(150) }).q).toHaveLength(100);
    // The page has its own size.
    expect(parseListFilters({ limit: "5" })).toEqual({ sort: "featured", page: 1 });
  });

  it("reads whatever the strict parser accepts to the same query", () => {
    const search =
      "type=rent&bhk=2&furnishing=Furnished&q=patia&minPrice=1000&city=Khordha&nearby=kiit&sort=newest&page=2";
    const strict = parseListingQueryString(search);
    expect(readListingQuery(Object.fromEntries(new URLSearchParams(search)))).toEqual(strict);
  });

  it("writes canonical URLs that read back to the same state, leaving defaults out", () => {
    const state = parseListFilters({
      type: "rent",
      bhk: "3",
      furnishing: "Furnished",
      postedBy: "owner",
      q: "nayapalli",
      minPrice: "10000",
      maxPrice: "30000",
      sort: "price_asc",
      nearby: "hospital",
      page: "2",
    });
    const href = listHref(state);
    expect(href).toBe(
      "/properties?type=rent&bhk=3&furnishing=Furnished&postedBy=owner&q=nayapalli&minPrice=10000&maxPrice=30000&nearby=hospital&sort=price_asc&page=2",
    );
    expect(parseListFilters(Object.fromEntries(new URL(href, "http://x").searchParams))).toEqual(state);
    expect(listHref(parseListFilters({}))).toBe("/properties");
    expect(listHref()).toBe("/properties");
  });

  it("counts a filter as active but not a sort or a page", () => {
    expect(hasActiveFilters(parseListFilters({ sort: "newest", page: "3" }))).toBe(false);
    expect(hasActiveFilters(parseListFilters({ nearby: "kiit" }))).toBe(true);
  });

  it("turns a state into the query service's input: one page of the grid", () => {
    expect(toPropertiesQuery(parseListFilters({ type: "rent", bhk: "2" }))).toEqual({
      type: "rent",
      bhk: 2,
      sort: "featured",
      page: 1,
      limit: 12,
    });
    expect(
      toPropertiesQuery(parseListFilters({ bhk: "4", query: "villa", area: "khandagiri", nearby: "kiit" })),
    ).toMatchObject({ bhk: 4, q: "villa", area: "khandagiri", nearby: "kiit" });
  });

  it("offers monthly budgets for rent, lakh and crore for sale and land, none for all types", () => {
    expect(budgetPresets("rent").map((p) => p.label)).toContain("₹10k–20k/mo");
    expect(budgetPresets("sale").map((p) => p.label)).toContain("₹60 L–1 Cr");
    expect(budgetPresets("land")).toEqual(budgetPresets("sale"));
    expect(budgetPresets("all")).toEqual([]);
    expect(budgetPresets(undefined)).toEqual([]);
  });

  it("names each active filter as a chip whose removal keeps the others and goes back to page 1", () => {
    const state = parseListFilters({ type: "rent", bhk: "2", minPrice: "10000", maxPrice: "20000", page: "3" });
    const chips = activeFilterChips(state);
    expect(chips.map((c) => c.label)).toEqual(["Rent", "2 BHK", "₹10k–20k/mo"]);
    expect(listHref(chips[1].without)).toBe("/properties?type=rent&minPrice=10000&maxPrice=20000");
    expect(listHref(chips[2].without)).toBe("/properties?type=rent&bhk=2");
    expect(activeFilterChips(parseListFilters({ minPrice: "5000" }))[0].label).toBe("From ₹5,000");
    expect(activeFilterChips(parseListFilters({ city: "Khordha", q: "plot" })).map((c) => c.label)).toEqual([
      "“plot”",
      "In Khordha",
    ]);
  });
});

describe("home page", () => {
  it("asks for one strip of featured listings", () => {
    expect(HOME_STRIP_QUERY).toEqual({ sort: "featured", page: 1, limit: 8 });
  });

  it("sends the hero search to a known locality's page, or to the city's page with the text as keyword", () => {
    const known = ["Patia", "Saheed Nagar"];
    expect(heroSearchHref({ location: "  patia ", type: "rent", budget: "1" }, known)).toBe(
      "/rent/bhubaneswar/patia?minPrice=10000&maxPrice=20000",
    );
    expect(heroSearchHref({ location: "Saheed Nagar", type: "sale", budget: "" }, known)).toBe(
      "/buy/bhubaneswar/saheed-nagar",
    );
    expect(heroSearchHref({ location: "751024", type: "sale", budget: "" }, known)).toBe("/buy/bhubaneswar?q=751024");
    expect(heroSearchHref({ location: "", type: "land", budget: "0" })).toBe("/plots/bhubaneswar?maxPrice=3000000");
    // Suggestions not loaded yet: the city page with the words.
    expect(heroSearchHref({ location: "Patia", type: "rent", budget: "" })).toBe("/rent/bhubaneswar?q=Patia");
  });

  it("links categories to the public pages (plots, the first city's rentals by BHK) and places to their pages", () => {
    expect(categoryHref({ type: "land" })).toBe("/plots");
    expect(categoryHref({ bhk: 2 })).toBe("/rent/bhubaneswar?bhk=2");
    expect(localityHref("KIIT Square")).toBe("/rent/bhubaneswar/kiit-square");
  });
});

describe("place slugs", () => {
  it.each([
    ["Saheed Nagar", "saheed-nagar"],
    ["  Patia ", "patia"],
    ["KIIT Square", "kiit-square"],
    ["St. Mary's Rd.", "st-mary-s-rd"],
    ["Sector-7, C.D.A.", "sector-7-c-d-a"],
    ["Bhubaneśwar", "bhubaneswar"],
    ["Café Colony", "cafe-colony"],
    ["ପାଟିଆ", "ପାଟିଆ"],
    ["Nayapalli ପାଟିଆ", "nayapalli-ପାଟିଆ"],
    ["---", ""],
  ])("%s → %s", (name, slug) => {
    expect(placeSlug(name)).toBe(slug);
  });

  it("gives names that differ only in case, spacing or punctuation one slug", () => {
    expect(new Set(["Saheed Nagar", "saheed nagar", "Saheed-Nagar", " Saheed  Nagar."].map(placeSlug)).size).toBe(1);
  });

  it("is stable: a slug is its own slug, so a path read back leads to the same page", () => {
    for (const name of ["Saheed Nagar", "St. Mary's Rd.", "Bhubaneśwar", "ପାଟିଆ"]) {
      expect(placeSlug(placeSlug(name))).toBe(placeSlug(name));
    }
  });
});

describe("place pages", () => {
  it("builds paths per kind, city and locality, non-Latin names percent-encoded", () => {
    expect(placePath({ type: "rent", city: "Bhubaneswar" })).toBe("/rent/bhubaneswar");
    expect(placePath({ type: "sale", city: "Bhubaneswar", locality: "Saheed Nagar" })).toBe(
      "/buy/bhubaneswar/saheed-nagar",
    );
    expect(placePath({ type: "land", city: "Khordha", locality: "Jatni" })).toBe("/plots/khordha/jatni");
    expect(placePath({ type: "rent", city: "Cuttack", locality: "ପାଟିଆ" })).toBe(
      `/rent/cuttack/${encodeURIComponent("ପାଟିଆ")}`,
    );
    expect(kindType("buy")).toBe("sale");
    expect(kindType("plots")).toBe("land");
    expect(kindType("sell")).toBeUndefined();
    expect(kindType("constructor")).toBeUndefined();
  });

  it("reads a place page's query as the list page does, keeping only the words that narrow it", () => {
    expect(
      readPlaceQuery({
        bhk: "2BHK",
        maxPrice: "20,000",
        type: "sale",
        city: "Cuttack",
        page: "1",
        sort: "nope",
        x: "1",
      }),
    ).toEqual({ bhk: 2, maxPrice: 20000 });
    expect(readPlaceQuery({ bhk: "2", furnishing: "Furnished", page: "3", sort: "price_asc" }, "land")).toEqual({
      sort: "price_asc",
      page: 3,
    });
  });

  it("writes the canonical link: the vocabulary's order, defaults left out", () => {
    const place = { type: "rent" as const, city: "Bhubaneswar", locality: "Patia" };
    expect(placeHref(place, { page: 2, maxPrice: 20000, bhk: 2, sort: "featured" })).toBe(
      "/rent/bhubaneswar/patia?bhk=2&maxPrice=20000&page=2",
    );
    expect(placeHref(place, { page: 1 })).toBe("/rent/bhubaneswar/patia");
    expect(placeHref({ ...place, type: "land" }, { bhk: 3, q: "corner" })).toBe("/plots/bhubaneswar/patia?q=corner");
    // Its query string reads back, strictly, to the same search.
    expect(parseListingQueryString(placeQueryString({ bhk: 2, maxPrice: 20000, page: 2 }))).toMatchObject({
      bhk: 2,
      maxPrice: 20000,
      page: 2,
    });
  });

  it("keeps a page indexable only for the bedrooms and the page", () => {
    expect(isIndexablePlaceQuery({ bhk: 2, page: 3 })).toBe(true);
    expect(isIndexablePlaceQuery({ sort: "featured" })).toBe(true);
    expect(isIndexablePlaceQuery({ sort: "price_asc" })).toBe(false);
    expect(isIndexablePlaceQuery({ maxPrice: 20000 })).toBe(false);
  });

  it("links the same search on the members' list page", () => {
    expect(placeListHref({ type: "rent", city: "Bhubaneswar", locality: "Patia" }, { bhk: 2 })).toBe(
      "/properties?type=rent&bhk=2&city=Bhubaneswar&locality=Patia",
    );
  });
});

describe("compare links", () => {
  const a = "0123456789abcdef01234567";
  const b = "89abcdef0123456789abcdef";
  const c = "aaaaaaaaaaaaaaaaaaaaaaaa";
  it("reads up to three listing ids, once each", () => {
    expect(parseCompareIds(`${a},${b},${c}`)).toEqual([a, b, c]);
    expect(parseCompareIds(`${a},${a}`)).toEqual([a]);
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds("")).toEqual([]);
    expect(compareHref([a, b])).toBe(`/compare?ids=${a},${b}`);
  });
  it("refuses anything else", () => {
    expect(parseCompareIds(`${a},${b},${c},0123456789abcdef0123456a`)).toBeNull();
    expect(parseCompareIds(`${a},nope`)).toBeNull();
    expect(parseCompareIds(`${a},`)).toBeNull();
    expect(parseCompareIds([a, b])).toBeNull();
    expect(parseCompareIds('{"$gt":""}')).toBeNull();
  });
});
