/**
 * The database: the one cached connection (connection.ts), transactions (transactions.ts) and stored values
 * as plain JSON (plain-json.ts). What the embedded engine's gaps require of code that would otherwise call
 * MongoDB directly is imported from embedded-engine-gaps.ts by name, so each such call says why it is not the
 * plain MongoDB one.
 */
export { connectToDatabase, databaseUri, disconnectFromDatabase, pingDatabase } from "@/lib/db/connection";
export { inTransaction } from "@/lib/db/transactions";
export { toPlainJson } from "@/lib/db/plain-json";
