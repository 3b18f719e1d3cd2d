/**
 * The admin dashboard's answer types now come from the contracts (`lib/contracts/admin.ts`), which take them
 * from the server's serializers. Kept for the listing forms that still import them from here.
 */
export type { AdminListing } from "@/lib/contracts/admin";
