import { distinctValues, findInOrder, sortedRows } from "@/lib/db/embedded-engine-gaps";
import type { QueryFilter } from "mongoose";
import { Property, type PropertyDoc } from "@/models/Property";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";

// The reads that stand in for `distinct` and sorted `find`s must answer exactly what those answer.

beforeAll(async () => {
  await resetDatabase();
  for (let i = 0; i < 30; i++)
    await createProperty({
      // Prices repeat, so the order's last key (_id) decides ties.
      price: 10_000 + (i % 7) * 1_000,
      type: i % 3 === 0 ? "sale" : "rent",
      isActive: i % 4 !== 0,
      featured: i % 5 === 0,
      location: {
        address: "Lane 1",
        city: "Bhubaneswar",
        locality: ["Patia", "Saheed Nagar", "Jaydev Vihar"][i % 3],
        state: "Odisha",
      },
    });
});

const ids = (docs: Array<{ _id: unknown }>) => docs.map((doc) => String(doc._id));

it.each<[QueryFilter<PropertyDoc>, Record<string, 1 | -1>, number, number]>([
  [{ isActive: true }, { price: 1, _id: 1 }, 0, 12],
  [{ isActive: true, type: "rent" }, { price: -1, _id: -1 }, 6, 5],
  [{}, { featured: -1, createdAt: -1, _id: -1 }, 25, 10],
  [{ isActive: true }, { price: 1, _id: 1 }, 16, 10],
])("findInOrder(%j, %j, skip %d, limit %d) answers what a sorted find answers", async (filter, sort, skip, limit) => {
  const expected = await Property.find(filter).sort(sort).skip(skip).limit(limit).lean();
  const found = await findInOrder(Property, filter, sort, { skip, limit });
  expect(ids(found)).toEqual(ids(expected));
  expect(found.map((doc) => doc.title)).toEqual(expected.map((doc) => doc.title));
});

it("sortedRows answers only the fields asked for, in order", async () => {
  const expected = await Property.find({ isActive: true }, { price: 1 }).sort({ price: -1, _id: -1 }).limit(8).lean();
  const rows = await sortedRows<{ _id: unknown; price: number; title?: string }>(
    Property,
    { isActive: true },
    { price: -1, _id: -1 },
    { limit: 8, fields: { price: 1 } },
  );
  expect(rows.map((row) => [String(row._id), row.price])).toEqual(expected.map((doc) => [String(doc._id), doc.price]));
  expect(rows.every((row) => row.title === undefined)).toBe(true);
  expect(await sortedRows(Property, {}, { _id: 1 }, { limit: 0, fields: { _id: 1 } })).toEqual([]);
});

it("distinctValues answers what distinct answers, without documents that lack the field", async () => {
  await Property.collection.insertOne({ title: "No locality", isActive: true, location: { city: "Cuttack" } });
  for (const [field, filter] of [
    ["location.locality", { isActive: true }],
    ["location.city", {}],
    ["type", { isActive: false }],
  ] as const) {
    const expected = ((await Property.distinct(field, filter)) as unknown[]).map(String).sort();
    const values = (await distinctValues(Property, field, filter)).map(String).sort();
    expect(values).toEqual(expected);
    expect(values.length).toBeGreaterThan(0);
  }
});
