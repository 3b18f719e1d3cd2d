import { isCalendarDate, parseArea } from "@/lib/listings/query-words";
import { listingQueryString, rawParams, readListingQuery } from "@/lib/listings/query-string";
import { listHref, parseListFilters } from "@/lib/listings/links/list-page";
import { activeFilterChips, areaLabel, dayLabel } from "@/lib/listings/links/filter-labels";
import { isIndexablePlaceQuery, placeHref, readPlaceQuery } from "@/lib/listings/links/place-pages";
import { listingQuerySchema, parseListingQueryString } from "@/lib/listings/query-schema";

const issues = (input: Record<string, unknown>) => {
  const result = listingQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("propertyType", () => {
  it("reads a kind of building leniently (any case) and strictly (as listed)", () => {
    expect(readListingQuery({ propertyType: "flats/apartments" }).propertyType).toBe("Flats/Apartments");
    expect(readListingQuery({ propertyType: "Castle" }).propertyType).toBeUndefined();
    expect(listingQuerySchema.parse({ propertyType: "Commercial" }).propertyType).toBe("Commercial");
    expect(issues({ propertyType: "Castle" })).toEqual([expect.stringMatching(/^propertyType must be Flats/)]);
  });

  it("round-trips through the canonical string", () => {
    const search = listingQueryString({ type: "sale", propertyType: "Individual House/Villa" });
    expect(search).toBe("type=sale&propertyType=Individual+House%2FVilla");
    expect(parseListingQueryString(search)).toMatchObject({ type: "sale", propertyType: "Individual House/Villa" });
  });
});

describe("tenant", () => {
  it("reads family or bachelors; a plot has no tenants", () => {
    expect(readListingQuery({ tenant: "Bachelors" }).tenant).toBe("bachelors");
    expect(readListingQuery({ tenant: "students" }).tenant).toBeUndefined();
    expect(readListingQuery({ type: "land", tenant: "family" }).tenant).toBeUndefined();
    expect(readPlaceQuery({ tenant: "family" }, "land")).toEqual({});
    expect(issues({ tenant: "students" })).toEqual(["tenant must be family or bachelors"]);
    expect(parseListingQueryString(listingQueryString({ tenant: "family" })).tenant).toBe("family");
  });
});

describe("amenities", () => {
  it("reads a comma-separated list, or the repeated word of a form, each once in the list's order", () => {
    expect(readListingQuery({ amenities: "lift, parking,Lift" }).amenities).toEqual(["Parking", "Lift"]);
    expect(readListingQuery({ amenities: ["Gym", "Parking"] }).amenities).toEqual(["Parking", "Gym"]);
    expect(readListingQuery(rawParams(new URLSearchParams("amenities=Gym&amenities=WiFi"))).amenities).toEqual([
      "WiFi",
      "Gym",
    ]);
    // Unknown names are left out leniently; none left is no filter.
    expect(readListingQuery({ amenities: "Parking,Helipad" }).amenities).toEqual(["Parking"]);
    expect(readListingQuery({ amenities: "Helipad" }).amenities).toBeUndefined();
  });

  it("is refused strictly when a name is unknown, and read in the list's order when all are known", () => {
    expect(issues({ amenities: "Parking,Helipad" })).toEqual([
      expect.stringMatching(/^amenities must be one or more of Parking, Lift, .* separated by commas$/),
    ]);
    expect(listingQuerySchema.parse({ amenities: "Gym,Parking" }).amenities).toEqual(["Parking", "Gym"]);
    expect(listingQuerySchema.parse({ amenities: "" }).amenities).toBeUndefined();
    expect(() => parseListingQueryString("amenities=Parking&amenities=Lift")).toThrow(/amenities must be/);
  });

  it("has one spelling whatever order it was chosen in, and round-trips", () => {
    const search = listingQueryString({ amenities: ["Gym", "Parking", "Gym"] });
    expect(search).toBe("amenities=Parking%2CGym");
    expect(listingQueryString({ amenities: [] })).toBe("");
    expect(parseListingQueryString(search).amenities).toEqual(["Parking", "Gym"]);
    expect(readListingQuery(Object.fromEntries(new URLSearchParams(search))).amenities).toEqual(["Parking", "Gym"]);
  });
});

describe("availableBy", () => {
  it("takes a real calendar day only", () => {
    expect(isCalendarDate("2027-02-28")).toBe(true);
    expect(isCalendarDate("2027-02-30")).toBe(false);
    expect(isCalendarDate("2027-2-3")).toBe(false);
    expect(readListingQuery({ availableBy: "2027-01-05" }).availableBy).toBe("2027-01-05");
    expect(readListingQuery({ availableBy: "next week" }).availableBy).toBeUndefined();
    expect(issues({ availableBy: "2027-13-01" })).toEqual(["availableBy must be a real date, YYYY-MM-DD"]);
    expect(parseListingQueryString("availableBy=2027-01-05").availableBy).toBe("2027-01-05");
    expect(dayLabel("2027-01-05")).toBe("5 Jan 2027");
  });
});

describe("minArea and maxArea", () => {
  it("read whole square feet within bounds; reversed bounds are refused strictly", () => {
    expect(readListingQuery({ minArea: "800", maxArea: "1200" })).toMatchObject({ minArea: 800, maxArea: 1200 });
    expect(readListingQuery({ minArea: "0", maxArea: "big" })).not.toHaveProperty("minArea");
    expect(parseArea("1,200")).toBe(1200);
    expect(parseArea("0")).toBeUndefined();
    expect(parseArea("1000000")).toBeUndefined();
    expect(issues({ minArea: "1200", maxArea: "800" })).toEqual(["Minimum area cannot be above maximum area"]);
    expect(issues({ maxArea: "1000000" })).toEqual(["maxArea must be between 1 and 999999"]);
    expect(parseListingQueryString(listingQueryString({ minArea: 800, maxArea: 1200 }))).toMatchObject({
      minArea: 800,
      maxArea: 1200,
    });
    expect(areaLabel({ minArea: 800, maxArea: 1200 })).toBe("800 – 1,200 sq ft");
    expect(areaLabel({ maxArea: 1200 })).toBe("Up to 1,200 sq ft");
  });
});

describe("the new words together", () => {
  const all =
    "type=rent&bhk=2&propertyType=Flats%2FApartments&tenant=bachelors&amenities=Parking%2CLift" +
    "&minArea=600&maxArea=1200&availableBy=2027-01-05";

  it("are written in the table's order and read back to the same query by both readers", () => {
    const strict = parseListingQueryString(all);
    expect(listingQueryString(strict)).toBe(all);
    expect(listingQueryString(readListingQuery(Object.fromEntries(new URLSearchParams(all))))).toBe(all);
    expect(listHref(parseListFilters(Object.fromEntries(new URLSearchParams(all))))).toBe(`/properties?${all}`);
  });

  it("narrow a place page, which then is no longer indexable", () => {
    const query = readPlaceQuery(Object.fromEntries(new URLSearchParams(all)), "rent");
    expect(placeHref({ type: "rent", city: "Bhubaneswar", locality: "Patia" }, query)).toBe(
      `/rent/bhubaneswar/patia?${all.replace("type=rent&", "")}`,
    );
    expect(isIndexablePlaceQuery(query)).toBe(false);
  });

  it("each show as a chip; an amenity's chip removes that amenity only", () => {
    const chips = activeFilterChips(parseListFilters(Object.fromEntries(new URLSearchParams(all))));
    expect(chips.map((chip) => chip.label)).toEqual([
      "Rent",
      "2 BHK",
      "Flats/Apartments",
      "Bachelors allowed",
      "Parking",
      "Lift",
      "600 – 1,200 sq ft",
      "Available by 5 Jan 2027",
    ]);
    expect(listHref(chips[4].without)).toBe(`/properties?${all.replace("Parking%2CLift", "Lift")}`);
    expect(listHref(chips[6].without)).toBe(`/properties?${all.replace("&minArea=600&maxArea=1200", "")}`);
  });
});
