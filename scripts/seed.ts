// Fills the database with demo content when it has no listings, then makes sure the admin account exists.
//   npm run seed                      demo listings, messages, a demo user and an admin (only when empty)
//   npm run seed -- --listings 10000  also adds N synthetic listings (load tests)
// ADMIN_EMAIL / ADMIN_PASSWORD create or update the admin; otherwise demo credentials are printed.
import { connectToDatabase } from "@/lib/db";
import { backfillPriceHistory } from "@/lib/insights/history";
import { ensureIndexes, seedAdmin, seedDemoContent, seedSynthetic } from "./seed-database";
import { argValue, runWithDatabase } from "./script-kit";

async function main() {
  const ifEmptyOnly = process.argv.includes("--if-empty");
  const listingsArg = argValue("--listings");
  const synthetic = listingsArg === undefined ? 0 : Number(listingsArg);
  if (!Number.isInteger(synthetic) || synthetic < 0 || synthetic > 1_000_000) {
    throw new Error("--listings takes a whole number between 0 and 1000000");
  }
  await connectToDatabase();
  await ensureIndexes();
  const fresh = await seedDemoContent();
  await seedAdmin(fresh);
  if (synthetic > 0 && !ifEmptyOnly) await seedSynthetic(synthetic);
  // Listings inserted directly have no price history yet: each gets one from what it records.
  await backfillPriceHistory();
}

runWithDatabase("seed", main);
