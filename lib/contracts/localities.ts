import type { MisfiledListing } from "@/lib/listings/migrate";
import { route } from "@/lib/contracts/route";

/**
 * Localities that hold their listings: the listings filed under one locality whose address names another
 * (the report `npm run migrate` prints), for the admin to move each with one click (through the listing's
 * own edit, PUT /api/property/property/[id]).
 */
export const misfiledListings = route("GET", "/api/admin/properties/misfiled").answers<{
  listings: MisfiledListing[];
}>();
