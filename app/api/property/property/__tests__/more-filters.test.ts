import { GET } from "@/app/api/property/property/route";
import { createProperty } from "@/test/factories";
import { jsonRequest, resetDatabase } from "@/test/db-helpers";

const ctx = { params: Promise.resolve({}) };

const list = async (query: string) => {
  const response = await GET(jsonRequest(`/api/property/property?${query}`), ctx);
  return { status: response.status, body: await response.json() };
};
const titles = async (query: string) => {
  const { status, body } = await list(query);
  expect({ query, status }).toEqual({ query, status: 200 });
  return (body.properties as Array<{ title: string }>).map((p) => p.title).sort();
};

beforeAll(async () => {
  await resetDatabase();
  await createProperty({
    title: "Bachelor Flat",
    type: "rent",
    bachelorsAllowed: true,
    amenities: ["Parking", "Lift", "WiFi"],
    superBuiltupArea: { value: 650, unit: "sqft" },
    availableFrom: new Date("2027-01-10T00:00:00Z"),
  });
  await createProperty({
    title: "Family Flat",
    type: "rent",
    bachelorsAllowed: false,
    amenities: ["Parking", "Power Backup"],
    // 120 sq m is 1,291.7 sq ft.
    superBuiltupArea: { value: 120, unit: "sqm" },
  });
  await createProperty({
    title: "Villa",
    type: "sale",
    propertyType: "Individual House/Villa",
    amenities: ["Parking", "Lift", "Gym"],
    superBuiltupArea: { value: 2400, unit: "sqft" },
    availableFrom: new Date("2027-03-01T00:00:00Z"),
  });
  await createProperty({
    title: "Plot",
    type: "land",
    bhk: 0,
    propertyType: "Plots & Land",
    amenities: [],
    superBuiltupArea: { value: 0, unit: "sqft" },
  });
  await createProperty({ title: "Hidden Bachelor Flat", bachelorsAllowed: true, isActive: false });
});

describe("GET /api/property/property: the advanced filters", () => {
  it("filters by the kind of building", async () => {
    expect(await titles("propertyType=Individual+House%2FVilla")).toEqual(["Villa"]);
    expect(await titles("propertyType=Plots+%26+Land")).toEqual(["Plot"]);
  });

  it("keeps listings that have every amenity asked for", async () => {
    expect(await titles("amenities=Parking")).toEqual(["Bachelor Flat", "Family Flat", "Villa"]);
    expect(await titles("amenities=Parking,Lift")).toEqual(["Bachelor Flat", "Villa"]);
    expect(await titles("amenities=Lift,Gym,Parking")).toEqual(["Villa"]);
    expect(await titles("amenities=Swimming+Pool")).toEqual([]);
  });

  it("keeps homes that allow bachelors for bachelors, every home for a family", async () => {
    expect(await titles("tenant=bachelors")).toEqual(["Bachelor Flat"]);
    expect(await titles("tenant=family")).toEqual(["Bachelor Flat", "Family Flat", "Villa"]);
    expect(await titles("tenant=family&type=rent")).toEqual(["Bachelor Flat", "Family Flat"]);
  });

  it("keeps listings available on or before the day, those without a date counting as available now", async () => {
    expect(await titles("availableBy=2026-12-31")).toEqual(["Family Flat", "Plot"]);
    expect(await titles("availableBy=2027-01-10")).toEqual(["Bachelor Flat", "Family Flat", "Plot"]);
    expect(await titles("availableBy=2027-03-01")).toEqual(["Bachelor Flat", "Family Flat", "Plot", "Villa"]);
  });

  it("compares areas in square feet, converting square metres, and never matches a listing without an area", async () => {
    expect(await titles("minArea=1000")).toEqual(["Family Flat", "Villa"]);
    expect(await titles("maxArea=1000")).toEqual(["Bachelor Flat"]);
    expect(await titles("minArea=1200&maxArea=1300")).toEqual(["Family Flat"]);
    expect(await titles("minArea=1292&maxArea=2000")).toEqual([]);
    expect(await titles("minArea=600&maxArea=2400")).toEqual(["Bachelor Flat", "Family Flat", "Villa"]);
  });

  it("combines the new filters with each other and with the older words", async () => {
    expect(await titles("type=rent&amenities=Parking&minArea=1000&availableBy=2027-01-01")).toEqual(["Family Flat"]);
    expect(await titles("tenant=bachelors&amenities=WiFi&maxArea=700&availableBy=2027-02-01")).toEqual([
      "Bachelor Flat",
    ]);
    expect(
      await titles("type=sale&amenities=Gym&minArea=2000&availableBy=2027-03-01&propertyType=Individual+House%2FVilla"),
    ).toEqual(["Villa"]);
  });

  it("refuses unknown values, malformed dates and reversed bounds with a message that says why", async () => {
    const cases: Array<[string, RegExp]> = [
      ["propertyType=Castle", /propertyType must be/],
      ["amenities=Parking,Helipad", /amenities must be one or more of/],
      ["amenities=", /./],
      ["tenant=students", /tenant must be family or bachelors/],
      ["availableBy=2027-02-30", /availableBy must be a real date/],
      ["availableBy=tomorrow", /availableBy must be a real date/],
      ["minArea=abc", /minArea must be a number/],
      ["minArea=0", /minArea must be at least 1 sq ft/],
      ["maxArea=1000000", /maxArea must be between 1 and 999999/],
      ["minArea=2000&maxArea=1000", /Minimum area cannot be above maximum area/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await list(query);
      if (query === "amenities=") {
        // A blank word counts as not given.
        expect(status).toBe(200);
        continue;
      }
      expect({ query, status, message: body.message }).toEqual({
        query,
        status: 400,
        message: expect.stringMatching(message),
      });
      expect(body.success).toBe(false);
    }
  });
});
