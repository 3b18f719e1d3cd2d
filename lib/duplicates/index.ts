/**
 * Duplicates: photo fingerprints kept when photos are stored (photo-hash.ts, record.ts) and the check that
 * flags a listing likely to be another live or pending one (find.ts), for the admin's queue only.
 */
export * from "@/lib/duplicates/find";
export * from "@/lib/duplicates/photo-hash";
export * from "@/lib/duplicates/record";
