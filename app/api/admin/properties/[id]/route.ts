import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { getListing } from "@/lib/listings";

export const dynamic = "force-dynamic";

export const GET = route(
  admin.adminListing,
  { auth: "admin", params: { id: "Property not found" } },
  async ({ params, ok }) =>
    ok({ property: await getListing(params.id) }, { headers: { "Cache-Control": "private, no-store" } }),
);
