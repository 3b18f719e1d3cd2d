import { GET } from "@/app/api/property/similar/[id]/route";
import { createProperty } from "@/test/factories";
import { jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";

const similar = async (id: string) => {
  const response = await GET(jsonRequest(`/api/property/similar/${id}`), routeContext({ id }));
  return { status: response.status, body: await response.json() };
};

beforeAll(resetDatabase);

describe("GET /api/property/similar/{id}", () => {
  it("answers up to 8 active listings of the same type, nearest in price first, without the listing itself", async () => {
    const base = await createProperty({ type: "rent", price: 15000 });
    for (let i = 1; i <= 10; i++) await createProperty({ type: "rent", price: 15000 + i * 1000 * (i % 2 ? 1 : -1) });
    await createProperty({ type: "sale", price: 15000 });
    await createProperty({ type: "rent", price: 15001, isActive: false });

    const { status, body } = await similar(base.id);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.similarProperties).toHaveLength(8);
    const prices = body.similarProperties.map((p: { price: number }) => p.price);
    expect(prices.slice(0, 2)).toEqual(expect.arrayContaining([16000, 13000]));
    expect(
      body.similarProperties.every((p: { type: string; _id: string }) => p.type === "rent" && p._id !== base.id),
    ).toBe(true);
    expect(prices).not.toContain(15001);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await similar("64b7f0c2a1b2c3d4e5f60718")).status).toBe(404);
    expect((await similar("xyz")).status).toBe(404);
  });
});
