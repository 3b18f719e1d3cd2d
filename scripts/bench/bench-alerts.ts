// Times matching one new listing against the saved searches: seeds N synthetic listings (10,000 by default)
// and S saved searches (1,000 by default, of varied filters, spread over 200 users), then makes a listing
// visible and times `matchListing` (what the alerts.match job runs), ten times over different listings.
// Fails (exit code 1) when the median is 200 ms or more.
//   npm run bench:alerts
//   npm run bench:alerts -- --listings 20000 --searches 2000
import mongoose from "mongoose";
import { matchListing } from "@/lib/alerts";
import { connectToDatabase } from "@/lib/db";
import { AlertMatch } from "@/models/AlertMatch";
import { Property } from "@/models/Property";
import { SavedSearch } from "@/models/SavedSearch";
import { ensureIndexes, seedSynthetic } from "../seed-database";
import { argValue, judge, machineLoad, runWithDatabase } from "../script-kit";

const BUDGET_MS = 200;
const RUNS = 10;
const LOCALITIES = ["Patia", "Nayapalli", "KIIT Square", "Saheed Nagar", "Chandrasekharpur", "Khandagiri"];

/** The i-th saved search: a mix of every word a search can carry. */
function searchQuery(i: number): string {
  const params = new URLSearchParams();
  const type = (["rent", "sale", "land"] as const)[i % 3];
  params.set("type", type);
  if (type !== "land" && i % 2 === 0) params.set("bhk", String(1 + (i % 4)));
  if (i % 5 === 0) params.set("q", LOCALITIES[i % LOCALITIES.length]);
  if (i % 7 === 0) params.set("locality", LOCALITIES[(i + 1) % LOCALITIES.length]);
  if (i % 4 === 1) params.set("city", "Bhubaneswar");
  // Budgets differ from search to search, as people's do: most saved queries are distinct.
  if (i % 4 !== 1) params.set("maxPrice", String(type === "rent" ? 8000 + i * 50 : 2_000_000 + i * 10_000));
  if (i % 6 === 1) params.set("minPrice", String(type === "rent" ? 5000 : 1_000_000));
  if (i % 11 === 0 && type !== "land") params.set("furnishing", "Semi-Furnished");
  if (i % 13 === 0) params.set("postedBy", i % 2 ? "owner" : "agent");
  if (i % 17 === 0) params.set("area", "Bhubaneswar");
  if (i % 19 === 0) params.set("nearby", "hospital");
  return params.toString();
}

async function main() {
  const listings = Number(argValue("--listings") ?? 10_000);
  const searches = Number(argValue("--searches") ?? 1000);
  await connectToDatabase();
  await ensureIndexes();
  await Promise.all([SavedSearch.createIndexes(), AlertMatch.createIndexes()]);
  const existing = await Property.countDocuments({});
  if (existing < listings) await seedSynthetic(listings - existing);
  await SavedSearch.deleteMany({});
  await AlertMatch.deleteMany({});
  await SavedSearch.insertMany(
    Array.from({ length: searches }, (_, i) => ({
      user: new mongoose.Types.ObjectId(`65${String(i % 200).padStart(22, "0")}`),
      name: `Search ${i + 1}`,
      query: searchQuery(i),
      frequency: i % 2 ? "instant" : "daily",
    })),
  );
  console.log(
    `[bench] ${await Property.countDocuments({ isActive: true })} active listings, ${await SavedSearch.countDocuments({})} saved searches (${new Set(Array.from({ length: searches }, (_, i) => searchQuery(i))).size} distinct queries)`,
  );

  // Listings made visible one after another: take existing ones off the site, then put each back and match.
  const picked = await Property.find({}, { _id: 1 }).sort({ _id: 1 }).skip(17).limit(RUNS).lean();
  await Property.updateMany({ _id: { $in: picked.map((p) => p._id) } }, { $set: { isActive: false } });
  const times: number[] = [];
  let matchesFound = 0;
  for (const { _id } of picked) {
    await Property.updateOne({ _id }, { $set: { isActive: true } });
    const started = performance.now();
    const matches = await matchListing(String(_id));
    times.push(performance.now() - started);
    matchesFound += matches.length;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)];
  console.log(
    `[bench] matching one new listing: median ${median.toFixed(0)} ms, fastest ${times[0].toFixed(0)} ms, slowest ${times[RUNS - 1].toFixed(0)} ms over ${RUNS} listings (${(matchesFound / RUNS).toFixed(0)} matching searches each on average)`,
  );
  judge(
    median,
    BUDGET_MS,
    `matching one listing against ${searches} saved searches over ${listings} listings took ${median.toFixed(0)} ms (median of ${RUNS}; budget ${BUDGET_MS} ms; ${machineLoad()})`,
  );
}

runWithDatabase("bench", main);
