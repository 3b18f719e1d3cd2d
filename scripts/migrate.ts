// Brings stored listings up to the place pages (/rent/bhubaneswar/patia):
//   npm run migrate
// fills the locality of listings that lack one from their address where a known locality name appears,
// reports the rest (an admin gives them one in the Edit dialog), stores every listing's place key, gives
// every listing without a point its locality's centre (approximate), reporting those it cannot place, and
// reports the listings whose address names another known locality than the one they are filed under; and
// gives every listing without a price history one from what it records (lib/insights/history.ts).
import { backfillPriceHistory } from "@/lib/insights/history";
import { findMisfiledListings, migrateListingPlaces } from "@/lib/listings/migrate";
import { runWithDatabase } from "./script-kit";

async function main() {
  const report = await migrateListingPlaces();
  for (const fill of report.filled) console.log(`[migrate] ${fill.id} "${fill.title}": locality ${fill.locality}`);
  for (const rest of report.unmatched) {
    console.log(`[migrate] ${rest.id} "${rest.title}": no known locality in "${rest.address}"; set one in the admin`);
  }
  for (const rest of report.unplaced) {
    console.log(
      `[migrate] ${rest.id} "${rest.title}": no known centre for "${rest.locality ?? ""}"; place its pin in the admin`,
    );
  }
  console.log(
    `[migrate] ${report.placed} listings placed at their locality's centre, ${report.unplaced.length} not placed.`,
  );
  console.log(
    `[migrate] ${report.filled.length} localities filled, ${report.unmatched.length} left without one, ${report.placeKeys} place keys stored.`,
  );
  // Filed under one locality, the address naming another: the admin moves each from the dashboard.
  const misfiled = await findMisfiledListings();
  for (const m of misfiled) {
    console.log(`[migrate] ${m.id} "${m.title}": filed under ${m.locality}, address "${m.address}" names ${m.named}`);
  }
  console.log(
    `[migrate] ${misfiled.length} listings filed under another locality than their address names; move them in the admin's dashboard.`,
  );
  console.log(`[migrate] ${await backfillPriceHistory()} listings given a price history.`);
}

runWithDatabase("migrate", main);
