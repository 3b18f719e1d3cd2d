import { localities } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { findMisfiledListings } from "@/lib/listings";

export const dynamic = "force-dynamic";

export const GET = route(localities.misfiledListings, { auth: "admin" }, async ({ ok }) =>
  ok({ listings: await findMisfiledListings() }, { headers: { "Cache-Control": "private, no-store" } }),
);
