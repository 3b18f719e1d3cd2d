import { GET } from "@/app/api/property/localities/route";
import { createProperty } from "@/test/factories";
import { jsonRequest, resetDatabase } from "@/test/db-helpers";

const ctx = { params: Promise.resolve({}) };

beforeAll(async () => {
  await resetDatabase();
  const at = (locality: string | undefined, isActive = true, type: "rent" | "sale" | "land" = "rent") =>
    createProperty({
      isActive,
      type,
      location: { address: "Lane 1", locality, city: "Bhubaneswar", state: "Odisha", zipCode: "751024" },
    });
  await at("Patia");
  await at("Nayapalli", true, "land");
  await at("Patia");
  await at(undefined);
  await at("Old Town", false);
});

describe("GET /api/property/localities", () => {
  it("answers the localities of active listings once each, A to Z, all and per kind, and lets a CDN keep the answer", async () => {
    const response = await GET(jsonRequest("/api/property/localities"), ctx);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      localities: ["Nayapalli", "Patia"],
      byType: { rent: ["Patia"], sale: [], land: ["Nayapalli"] },
    });
    expect(response.headers.get("Cache-Control")).toMatch(/public, s-maxage=\d+/);
  });
});
