import { GET } from "@/app/api/property/similar/[id]/route";
import { createProperty } from "@/test/factories";
import { jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";

type Card = { _id: string; title: string; price: number; type: string; bhk: number };

const similar = async (id: string) => {
  const response = await GET(jsonRequest(`/api/property/similar/${id}`), routeContext({ id }));
  return { status: response.status, body: await response.json() };
};
const titles = (cards: Card[]) => cards.map((card) => card.title);

const place = (locality: string, city = "Bhubaneswar") => ({
  location: { address: `Lane 1, ${locality}`, locality, city, state: "Odisha", zipCode: "751024" },
});

beforeEach(resetDatabase);

describe("GET /api/property/similar/{id}", () => {
  it("orders a hand-made set: same BHK first, then one either side; within each, the locality, then the city; closest in price", async () => {
    const base = await createProperty({ title: "Base", type: "rent", bhk: 2, price: 20000, ...place("Patia") });
    // Same BHK, Patia, then same BHK elsewhere in the city (even nearer in price comes after Patia).
    await createProperty({ title: "Patia 2BHK 27k", type: "rent", bhk: 2, price: 27000, ...place("Patia") });
    await createProperty({ title: "Patia 2BHK 21k", type: "rent", bhk: 2, price: 21000, ...place("Patia") });
    await createProperty({ title: "Nayapalli 2BHK 20k", type: "rent", bhk: 2, price: 20000, ...place("Nayapalli") });
    await createProperty({
      title: "Saheed Nagar 2BHK 9k",
      type: "rent",
      bhk: 2,
      price: 9000,
      ...place("Saheed Nagar"),
    });
    // One BHK either side: Patia, then the city.
    await createProperty({ title: "Patia 3BHK 17k", type: "rent", bhk: 3, price: 17000, ...place("Patia") });
    await createProperty({ title: "Patia 1BHK 25.5k", type: "rent", bhk: 1, price: 25500, ...place("Patia") });
    await createProperty({ title: "Nayapalli 1BHK 19k", type: "rent", bhk: 1, price: 19000, ...place("Nayapalli") });
    // Not similar: BHK two away, another kind, not live, another city.
    await createProperty({ title: "Patia 4BHK", type: "rent", bhk: 4, price: 20000, ...place("Patia") });
    await createProperty({ title: "Patia sale", type: "sale", bhk: 2, price: 20000, ...place("Patia") });
    await createProperty({
      title: "Patia off",
      type: "rent",
      bhk: 2,
      price: 20000,
      isActive: false,
      ...place("Patia"),
    });
    await createProperty({
      title: "Cuttack 2BHK",
      type: "rent",
      bhk: 2,
      price: 20000,
      ...place("Buxi Bazar", "Cuttack"),
    });

    const { status, body } = await similar(base.id);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(titles(body.similarProperties)).toEqual([
      "Patia 2BHK 21k",
      "Patia 2BHK 27k",
      "Nayapalli 2BHK 20k",
      "Saheed Nagar 2BHK 9k",
      "Patia 3BHK 17k",
      "Patia 1BHK 25.5k",
      "Nayapalli 1BHK 19k",
    ]);
  });

  it("takes the rest of the city nearest first, whatever the price, once the locality is used up", async () => {
    const at = (locality: string, lat: number, lng: number) => ({
      location: { ...place(locality).location, geo: { lat, lng, approximate: false } },
    });
    const base = await createProperty({
      title: "Base",
      type: "rent",
      bhk: 2,
      price: 20000,
      ...at("Patia", 20.354, 85.8236),
    });
    await createProperty({ title: "Patia 2BHK", type: "rent", bhk: 2, price: 35000, ...at("Patia", 20.356, 85.82) });
    // About 25 km away at the same rent, 5 km away at half of it, 2 km away at twice it.
    await createProperty({
      title: "Far, same rent",
      type: "rent",
      bhk: 2,
      price: 20000,
      ...at("Khandagiri", 20.2, 85.68),
    });
    await createProperty({ title: "5 km, 10k", type: "rent", bhk: 2, price: 10000, ...at("Nayapalli", 20.31, 85.82) });
    await createProperty({
      title: "2 km, 40k",
      type: "rent",
      bhk: 2,
      price: 40000,
      ...at("Chandrasekharpur", 20.335, 85.82),
    });

    const { body } = await similar(base.id);
    expect(titles(body.similarProperties)).toEqual(["Patia 2BHK", "2 km, 40k", "5 km, 10k", "Far, same rent"]);
  });

  it("answers at most 8, finds a lone match however far its price, and nothing only when nothing of the kind fits", async () => {
    const base = await createProperty({ type: "rent", bhk: 1, price: 10000, ...place("Patia") });
    for (let i = 1; i <= 10; i++)
      await createProperty({ type: "rent", bhk: 1, price: 10000 + i * 100, ...place("Patia") });
    expect((await similar(base.id)).body.similarProperties).toHaveLength(8);

    const house = await createProperty({ type: "sale", bhk: 4, price: 18_500_000, ...place("Patia") });
    expect((await similar(house.id)).body.similarProperties).toEqual([]);
    // A lone 3 BHK for sale in the city, at a very different price, is still a similar listing.
    await createProperty({ title: "Lone 3BHK", type: "sale", bhk: 3, price: 6_000_000, ...place("Nayapalli") });
    expect(titles((await similar(house.id)).body.similarProperties)).toEqual(["Lone 3BHK"]);
  });

  it("shows plots beside plots only: its locality first, then the city", async () => {
    const plot = await createProperty({
      type: "land",
      propertyType: "Plots & Land",
      bhk: 0,
      price: 3_000_000,
      ...place("Patia"),
    });
    await createProperty({
      title: "Other plot",
      type: "land",
      propertyType: "Plots & Land",
      bhk: 0,
      price: 3_200_000,
      ...place("Patia"),
    });
    await createProperty({ title: "Rental", type: "rent", bhk: 0, price: 3_100_000, ...place("Patia") });
    await createProperty({
      title: "City plot",
      type: "land",
      propertyType: "Plots & Land",
      bhk: 0,
      price: 3_000_000,
      ...place("Nayapalli"),
    });
    expect(titles((await similar(plot.id)).body.similarProperties)).toEqual(["Other plot", "City plot"]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await similar("64b7f0c2a1b2c3d4e5f60718")).status).toBe(404);
    expect((await similar("xyz")).status).toBe(404);
  });
});
