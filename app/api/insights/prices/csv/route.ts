import { insights } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { getCityCsv } from "@/lib/insights";

export const dynamic = "force-dynamic";

/** Open data: the same file for everyone, read through the data cache, kept by a CDN like the place pages. */
export const GET = route(insights.cityCsv, { auth: "public" }, async ({ query }) => {
  const { filename, csv } = await getCityCsv(query.city);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "public, s-maxage=300, stale-while-revalidate=86400",
    },
  });
});
