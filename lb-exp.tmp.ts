import mongoose from "mongoose";
import { connectToDatabase, disconnectFromDatabase } from "@/lib/db";
import { Property } from "@/models/Property";
import { seedSynthetic } from "./scripts/seed-database";

async function t(label: string, fn: () => Promise<unknown>) {
  const s = performance.now(); await fn(); console.log(label.padEnd(40), (performance.now() - s).toFixed(0), "ms");
}
async function main() {
  await connectToDatabase();
  const mode = process.argv[2];
  if (mode === "full") await Property.createIndexes();
  if (mode === "min") { await Property.collection.createIndex({ isActive: 1, type: 1, price: 1 }); }
  await t("seed 10000", () => seedSynthetic(10000));
  const c = Property.collection;
  const f = { isActive: true, type: "rent", price: { $gte: 8000, $lte: 25000 } };
  for (let i = 0; i < 2; i++) {
    await t("find type+price sort price skip24", () => c.find(f).sort({ price: 1, _id: 1 }).skip(24).limit(12).toArray());
    await t("count type+price", () => c.countDocuments(f));
    await t("find all featured sort skip 588", () => c.find({ isActive: true }).sort({ featured: -1, createdAt: -1, _id: -1 }).skip(588).limit(12).toArray());
    await t("count all", () => c.countDocuments({ isActive: true }));
    await t("find keywords patia", () => c.find({ isActive: true, keywords: { $all: ["patia"] } }).sort({ createdAt: -1, _id: -1 }).limit(24).toArray());
    await t("find no sort limit 12", () => c.find({ isActive: true }).limit(12).toArray());
    await t("find type no sort limit 12", () => c.find({ isActive: true, type: "rent" }).limit(12).toArray());
    await t("estimatedCount", () => c.estimatedDocumentCount());
  }
  await disconnectFromDatabase();
}
main();
