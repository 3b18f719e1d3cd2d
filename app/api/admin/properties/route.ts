import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { listListings } from "@/lib/listings";

export const dynamic = "force-dynamic";

export const GET = route(admin.adminListingList, { auth: "admin" }, async ({ query, ok }) =>
  ok(await listListings(query), { headers: { "Cache-Control": "private, no-store" } }),
);
