import type { LocalityCentreJson, LocalityWithoutCentre } from "@/lib/listings/locality-centres";
import type { MisfiledListing } from "@/lib/listings/migrate";
import { route, schema } from "@/lib/contracts/route";

/**
 * Localities that hold their listings: the listings filed under one locality whose address names another
 * (the report `npm run migrate` prints), for the admin to move each with one click (through the listing's
 * own edit, PUT /api/property/property/[id]).
 */
export const misfiledListings = route("GET", "/api/admin/properties/misfiled").answers<{
  listings: MisfiledListing[];
}>();

const localitiesSchemas = () => import("@/lib/validation/localities");

/**
 * The localities live or waiting listings name that have no centre on the map (neither built in nor set by an
 * admin): their listings stand at their city's centre until an admin sets one.
 */
export const localitiesWithoutCentre = route("GET", "/api/admin/localities").answers<{
  localities: LocalityWithoutCentre[];
}>();

/**
 * Sets a locality's centre: its listings without a pin of their own move there. Answers the centre and how
 * many listings moved.
 */
export const setLocalityCentre = route("PUT", "/api/admin/localities", {
  json: schema(localitiesSchemas, "localityCentreSchema"),
}).answers<{ centre: LocalityCentreJson; moved: number }>();
