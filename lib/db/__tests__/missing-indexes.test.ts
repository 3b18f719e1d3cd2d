import mongoose, { Schema } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { createMissingIndexes } from "@/lib/db/embedded-engine-gaps";
import { eventually } from "@/test/eventually";
import { PriceSpan } from "@/models/PriceSpan";
import { Property } from "@/models/Property";

// The large collections opt out of mongoose's index build at every start; their indexes are built when
// missing, and only those.

type Declared = { collection: mongoose.Collection; schema: Schema };

const indexKeys = async (model: Declared) =>
  (await model.collection.indexes()).map((index) => JSON.stringify(index.key)).sort();

const declaredKeys = (model: Declared) =>
  ['{"_id":1}', ...model.schema.indexes().map(([fields]) => JSON.stringify(fields))].sort();

beforeAll(connectToDatabase);

it("leaves the listings' and price spans' indexes to the build of missing ones", () => {
  expect(Property.schema.get("autoIndex")).toBe(false);
  expect(PriceSpan.schema.get("autoIndex")).toBe(false);
});

it("builds every declared index a collection lacks, with its options, and then finds none missing", async () => {
  const schema = new Schema({ code: String, owner: String, at: Date }, { autoIndex: false });
  schema.index({ code: 1 }, { unique: true });
  const First = mongoose.model("MissingIndexProbe", schema, "missing_index_probes");
  await First.create({ code: "a", owner: "x", at: new Date() });
  // Compiled with the connection open: built in the background.
  await eventually(async () => JSON.stringify(await indexKeys(First)) === JSON.stringify(declaredKeys(First)));

  // The same collection declared with one index more: only that one is missing, and built.
  const wider = schema.clone();
  wider.index({ owner: 1, at: -1 });
  const Second = mongoose.model("MissingIndexProbeWider", wider, "missing_index_probes");
  await createMissingIndexes(Second);
  expect(await indexKeys(Second)).toEqual(declaredKeys(Second));
  expect((await Second.diffIndexes()).toCreate).toEqual([]);
  // The unique option came with the index: a second "a" is refused.
  await expect(Second.create({ code: "a", owner: "y", at: new Date() })).rejects.toThrow(/duplicate key/i);
  await Second.deleteMany({});
});
