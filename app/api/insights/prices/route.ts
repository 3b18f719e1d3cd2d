import { insights } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { getPriceInsight } from "@/lib/insights";

export const dynamic = "force-dynamic";

/** The same for every visitor: read through the data cache, and a CDN may keep it as it keeps place pages. */
export const GET = route(insights.priceInsight, { auth: "public" }, async ({ query, ok }) =>
  ok(await getPriceInsight(query), {
    headers: { "Cache-Control": "public, s-maxage=60, stale-while-revalidate=86400" },
  }),
);
