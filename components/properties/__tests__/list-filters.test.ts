import { listHref, parseListFilters, toPropertiesQuery } from "@/components/properties/list-filters";
import { pageWindow } from "@/components/properties/list-pagination";

describe("list page URL state", () => {
  it("reads SPEC's presets: a chip key in ?type= and search text in ?query=", () => {
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

  it("offers the first, last and nearby page numbers with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });
});
