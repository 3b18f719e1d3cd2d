import { activeFilterChips, sortOptions } from "@/lib/listings/links/filter-labels";
import { parseListFilters } from "@/lib/listings/links/list-page";
import { placeHref } from "@/lib/listings/links/place-pages";
import { listingFilter } from "@/lib/listings/filter";
import { parseListingQueryString } from "@/lib/listings/query-schema";
import { listingQueryString, readListingQuery } from "@/lib/listings/query-string";

describe("the map and distance words", () => {
  it("read leniently into one canonical spelling, which the strict parser reads back the same", () => {
    const query = readListingQuery({
      bounds: " 20.300000001, 85.8 ,20.35,85.85 ",
      near: "InfoCity",
      radius: "3km",
      sort: "distance",
    });
    expect(query).toMatchObject({ bounds: "20.3,85.8,20.35,85.85", near: "infocity", radius: 3, sort: "distance" });
    const canonical = listingQueryString(query);
    expect(canonical).toBe("bounds=20.3%2C85.8%2C20.35%2C85.85&near=infocity&radius=3&sort=distance");
    expect(parseListingQueryString(canonical)).toEqual(query);
  });

  it("drop what a page cannot use: bad values, a radius or the distance order without a point", () => {
    expect(readListingQuery({ bounds: "1,2,3", near: "atlantis", radius: "99" })).toEqual({ sort: "featured" });
    expect(readListingQuery({ radius: "5", sort: "distance" })).toEqual({ sort: "featured" });
    expect(readListingQuery({ near: "20.34470,85.80640" })).toMatchObject({ near: "20.3447,85.8064" });
  });

  it("become indexed latitude and longitude ranges of the public point", () => {
    expect(listingFilter({ bounds: "20.3,85.8,20.35,85.85" })).toMatchObject({
      "mapPoint.lat": { $gte: 20.3, $lte: 20.35 },
      "mapPoint.lng": { $gte: 85.8, $lte: 85.85 },
    });
    const circle = listingFilter({ near: "20.3447,85.8064", radius: 1 }) as Record<
      string,
      { $gte: number; $lte: number }
    >;
    expect(circle["mapPoint.lat"].$gte).toBeCloseTo(20.3447 - 1 / 111.195, 4);
    expect(circle["mapPoint.lat"].$lte).toBeCloseTo(20.3447 + 1 / 111.195, 4);
  });

  it("show as chips that remove them, and the distance order only with a point", () => {
    const filters = parseListFilters({ bounds: "20.3,85.8,20.35,85.85", near: "infocity", sort: "distance" });
    const chips = activeFilterChips(filters);
    expect(chips.map((c) => c.label)).toEqual(["Map area", "Within 5 km of Infocity"]);
    expect(chips[1].without).toMatchObject({ sort: "featured" });
    expect(chips[1].without).not.toHaveProperty("near");
    expect(activeFilterChips(parseListFilters({ near: "20.3,85.8", radius: "2" })).map((c) => c.label)).toEqual([
      "Within 2 km of 20.3000, 85.8000",
    ]);
    expect(sortOptions({}).map((o) => o.value)).not.toContain("distance");
    expect(sortOptions({ near: "kiit" }).map((o) => o.value)).toContain("distance");
  });

  it("carry over to the place pages' addresses", () => {
    expect(placeHref({ type: "rent", city: "Bhubaneswar" }, { bounds: "20.3,85.8,20.35,85.85" })).toBe(
      "/rent/bhubaneswar?bounds=20.3%2C85.8%2C20.35%2C85.85",
    );
  });
});
