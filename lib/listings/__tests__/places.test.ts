import {
  findPlace,
  findPlaceDirectory,
  findPlaceListings,
  findPlaceStats,
  otherLocalities,
  popularLocalities,
  resolvePlace,
} from "@/lib/listings";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Property } from "@/test/models";

beforeEach(resetDatabase);

const at = (locality: string | undefined, city = "Bhubaneswar") => ({
  location: { address: `Lane 1, ${locality ?? city}`, city, locality, state: "Odisha", zipCode: "751024" },
});

async function rent(locality: string | undefined, price: number, bhk: number, extra: Record<string, unknown> = {}) {
  return createProperty({ ...at(locality), type: "rent", price, bhk, ...extra });
}

describe("one place page's place", () => {
  it("is what the whole directory says of it, read from its city's listings alone", async () => {
    await rent("Patia", 10000, 2);
    await rent("patia", 14000, 1);
    await rent("Saheed Nagar", 20000, 3);
    await createProperty({
      ...at("Jatni", "Khordha"),
      type: "land",
      price: 900_000,
      bhk: 0,
      propertyType: "Plots & Land",
    });

    const directory = await findPlaceDirectory();
    for (const [kind, city, locality] of [
      ["rent", "bhubaneswar", "patia"],
      ["rent", "bhubaneswar", undefined],
      ["buy", "bhubaneswar", "saheed-nagar"],
      ["plots", "khordha", "jatni"],
    ] as const) {
      expect(await findPlace(kind, city, locality)).toEqual(resolvePlace(directory, kind, city, locality));
    }
    expect((await findPlace("rent", "bhubaneswar", "patia"))?.locality?.names.sort()).toEqual(
      ["Patia", "patia"].sort(),
    );
    // Unknown kind, city or locality (or a locality of another city): none, so the page answers 404.
    expect(await findPlace("sell", "bhubaneswar")).toBeNull();
    expect(await findPlace("rent", "cuttack")).toBeNull();
    expect(await findPlace("rent", "bhubaneswar", "nowhere")).toBeNull();
    expect(await findPlace("plots", "khordha", "patia")).toBeNull();
  });
});

describe("the place directory", () => {
  it("knows every city and locality, counts active listings per type, and reads slugs back to names", async () => {
    await rent("Patia", 10000, 2);
    await rent("Patia", 12000, 2);
    await rent("patia", 14000, 1); // another spelling of the same place
    await createProperty({ ...at("Patia"), type: "sale", price: 5_000_000, bhk: 3 });
    await rent("Saheed Nagar", 20000, 3);
    await rent("Jatni", 8000, 1, { isActive: false }); // known, but nothing active
    await createProperty({
      ...at("Jatni", "Khordha"),
      type: "land",
      price: 900_000,
      bhk: 0,
      propertyType: "Plots & Land",
    });
    await rent(undefined, 9000, 1); // a listing with a city but no locality

    const directory = await findPlaceDirectory();
    expect(directory.cities.map((c) => [c.name, c.slug, c.counts])).toEqual([
      ["Bhubaneswar", "bhubaneswar", { rent: 5, sale: 1, land: 0 }],
      ["Khordha", "khordha", { rent: 0, sale: 0, land: 1 }],
    ]);
    const bbsr = directory.cities[0];
    expect(bbsr.localities.map((l) => [l.name, l.slug, l.counts])).toEqual([
      ["Patia", "patia", { rent: 3, sale: 1, land: 0 }],
      ["Saheed Nagar", "saheed-nagar", { rent: 1, sale: 0, land: 0 }],
      ["Jatni", "jatni", { rent: 0, sale: 0, land: 0 }],
    ]);
    expect(bbsr.localities[0].names).toEqual(["Patia", "patia"]);

    const patia = resolvePlace(directory, "rent", "bhubaneswar", "patia");
    expect(patia).toMatchObject({ type: "rent", city: { name: "Bhubaneswar" }, locality: { name: "Patia" } });
    const buyCity = resolvePlace(directory, "buy", "bhubaneswar");
    expect(buyCity).toMatchObject({ type: "sale", city: { slug: "bhubaneswar" } });
    expect(buyCity!.locality).toBeUndefined();
    expect(resolvePlace(directory, "plots", "khordha", "jatni")).toMatchObject({ type: "land" });
    // Unknown kind, city or locality: nothing (the page answers 404).
    expect(resolvePlace(directory, "sell", "bhubaneswar")).toBeNull();
    expect(resolvePlace(directory, "rent", "cuttack")).toBeNull();
    expect(resolvePlace(directory, "rent", "bhubaneswar", "nowhere")).toBeNull();
    // A known locality of another city is not this city's.
    expect(resolvePlace(directory, "plots", "bhubaneswar", "saheed-nagar")).not.toBeNull();
    expect(resolvePlace(directory, "plots", "khordha", "patia")).toBeNull();

    // The city's other localities with rentals, most first; a locality with nothing active is left out.
    expect(otherLocalities(patia!).map((l) => l.name)).toEqual(["Saheed Nagar"]);
    expect(popularLocalities(directory).map(({ locality }) => locality.name)).toEqual([
      "Patia",
      "Jatni",
      "Saheed Nagar",
    ]);
  });

  it("counts a listing under its new place once it moves, and drops it when deactivated", async () => {
    const flat = await rent("Patia", 10000, 2);
    flat.set("location.locality", "Nayapalli");
    await flat.save();
    let directory = await findPlaceDirectory();
    const names = directory.cities[0].localities.map((l) => [l.name, l.counts.rent]);
    expect(names).toEqual([["Nayapalli", 1]]);

    await Property.updateOne({ _id: flat._id }, { $set: { isActive: false } });
    directory = await findPlaceDirectory();
    expect(directory.cities[0].localities[0].counts.rent).toBe(0);
  });
});

describe("a place's figures", () => {
  it("counts, price range and median per BHK match a hand-computed set", async () => {
    // Patia rentals: 1 BHK 7000, 9000, 11000 (median 9000); 2 BHK 12000, 15000, 18000, 30000 (median
    // (15000 + 18000) / 2 = 16500); 3 BHK 25000 (median 25000). 8 in all, ₹7,000 to ₹30,000.
    for (const price of [11000, 7000, 9000]) await rent("Patia", price, 1);
    for (const price of [30000, 12000, 18000, 15000]) await rent("Patia", price, 2);
    await rent("Patia", 25000, 3);
    // Not counted: another type, another locality, another city's Patia, an inactive one.
    await createProperty({ ...at("Patia"), type: "sale", price: 4_000_000, bhk: 2 });
    await rent("Nayapalli", 5000, 1);
    await createProperty({ ...at("Patia", "Cuttack"), type: "rent", price: 1000, bhk: 1 });
    await rent("Patia", 1000, 1, { isActive: false });

    const directory = await findPlaceDirectory();
    const patia = resolvePlace(directory, "rent", "bhubaneswar", "patia")!;
    const figures = {
      count: 8,
      minPrice: 7000,
      maxPrice: 30000,
      byBhk: [
        { bhk: 1, count: 3, medianPrice: 9000 },
        { bhk: 2, count: 4, medianPrice: 16500 },
        { bhk: 3, count: 1, medianPrice: 25000 },
      ],
    };
    // A small place's prices in one pass, a large one's by reads at their place in the order: the same.
    expect(await findPlaceStats(patia)).toEqual(figures);
    expect(await findPlaceStats(patia, { onePassCap: 0 })).toEqual(figures);
    // A directory read before more listings came: its count says one pass, the place now holds more.
    const counted = { ...patia, locality: { ...patia.locality!, counts: { rent: 3, sale: 1, land: 0 } } };
    expect(await findPlaceStats(counted, { onePassCap: 4 })).toEqual(figures);
    // The city page counts its localities together (Patia and Nayapalli).
    const city = resolvePlace(directory, "rent", "bhubaneswar")!;
    expect(await findPlaceStats(city)).toMatchObject({ count: 9, minPrice: 5000, maxPrice: 30000 });
    expect(await findPlaceStats(city, { onePassCap: 0 })).toEqual(await findPlaceStats(city));
    // A locality with nothing of the type: no figures.
    const patiaPlots = resolvePlace(directory, "plots", "bhubaneswar", "patia")!;
    expect(await findPlaceStats(patiaPlots)).toEqual({ count: 0, minPrice: null, maxPrice: null, byBhk: [] });
  });

  it("pages a place's listings narrowed by the search's words", async () => {
    for (const price of [11000, 7000, 9000]) await rent("Patia", price, 1);
    for (const price of [30000, 12000, 18000, 15000]) await rent("Patia", price, 2);
    const patia = resolvePlace(await findPlaceDirectory(), "rent", "bhubaneswar", "patia")!;

    const page = await findPlaceListings(patia, { bhk: 2, maxPrice: 20000, sort: "price_asc" }, 2);
    expect(page.total).toBe(3);
    expect(page.properties.map((p) => p.price)).toEqual([12000, 15000]);
    const second = await findPlaceListings(patia, { bhk: 2, maxPrice: 20000, sort: "price_asc", page: 2 }, 2);
    expect(second.properties.map((p) => p.price)).toEqual([18000]);
  });
});
