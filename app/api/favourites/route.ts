import { favourites } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { favouriteProperties } from "@/lib/listings";

export const dynamic = "force-dynamic";

export const GET = route(favourites.favouriteList, { auth: "user" }, async ({ caller, ok }) => {
  const properties = await favouriteProperties(caller.id);
  return ok({ ids: properties.map((p) => p._id), properties }, { headers: { "Cache-Control": "private, no-store" } });
});
