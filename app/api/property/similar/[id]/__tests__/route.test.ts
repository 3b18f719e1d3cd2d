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
  it("answers listings of the same type, a BHK within one and a price within 30%, the same locality first, closest in price first", async () => {
    const base = await createProperty({ title: "Base", type: "rent", bhk: 2, price: 20000, ...place("Patia") });
    // Fit, in Patia: nearest in price first.
    await createProperty({ title: "Patia 21k 2BHK", type: "rent", bhk: 2, price: 21000, ...place("Patia") });
    await createProperty({ title: "Patia 17k 3BHK", type: "rent", bhk: 3, price: 17000, ...place("Patia") });
    await createProperty({ title: "Patia 25.5k 1BHK", type: "rent", bhk: 1, price: 25500, ...place("Patia") });
    // Fit, elsewhere in the city: after every Patia listing, even when nearer in price.
    await createProperty({ title: "Nayapalli 20k 2BHK", type: "rent", bhk: 2, price: 20000, ...place("Nayapalli") });
    await createProperty({
      title: "Saheed Nagar 15k 2BHK",
      type: "rent",
      bhk: 2,
      price: 15000,
      ...place("Saheed Nagar"),
    });
    // Not similar: price out of the band, BHK two away, another type, inactive, another city.
    await createProperty({ title: "Patia 27k", type: "rent", bhk: 2, price: 27000, ...place("Patia") });
    await createProperty({ title: "Patia 13.9k", type: "rent", bhk: 2, price: 13900, ...place("Patia") });
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
      title: "Cuttack 20k",
      type: "rent",
      bhk: 2,
      price: 20000,
      ...place("Buxi Bazar", "Cuttack"),
    });
    await createProperty({ title: "Crore house", type: "sale", bhk: 4, price: 18_500_000, ...place("Patia") });

    const { status, body } = await similar(base.id);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(titles(body.similarProperties)).toEqual([
      "Patia 21k 2BHK",
      "Patia 17k 3BHK",
      "Patia 25.5k 1BHK",
      "Nayapalli 20k 2BHK",
      "Saheed Nagar 15k 2BHK",
    ]);
  });

  it("answers at most 8, and nothing rather than listings that do not fit", async () => {
    const base = await createProperty({ type: "rent", bhk: 1, price: 10000, ...place("Patia") });
    for (let i = 1; i <= 10; i++)
      await createProperty({ type: "rent", bhk: 1, price: 10000 + i * 100, ...place("Patia") });
    expect((await similar(base.id)).body.similarProperties).toHaveLength(8);

    const house = await createProperty({ type: "sale", bhk: 4, price: 18_500_000, ...place("Patia") });
    expect((await similar(house.id)).body.similarProperties).toEqual([]);
  });

  it("leaves BHK out for plots", async () => {
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
    expect(titles((await similar(plot.id)).body.similarProperties)).toEqual(["Other plot"]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await similar("64b7f0c2a1b2c3d4e5f60718")).status).toBe(404);
    expect((await similar("xyz")).status).toBe(404);
  });
});
