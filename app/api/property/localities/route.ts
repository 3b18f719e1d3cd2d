import { listings } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { getCachedLocalities } from "@/lib/listings";

export const dynamic = "force-dynamic";

/** The same for every visitor, so a CDN may keep it for a few minutes. */
export const GET = route(listings.localities, { auth: "public" }, async ({ ok }) =>
  ok(await getCachedLocalities(), {
    headers: { "Cache-Control": "public, s-maxage=300, stale-while-revalidate=3600" },
  }),
);
