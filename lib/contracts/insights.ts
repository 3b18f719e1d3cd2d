import type { PriceInsight } from "@/lib/insights/reads";
import { route, schema } from "@/lib/contracts/route";

/** Price insight: asking-price figures of a place, month by month. */

const insights = () => import("@/lib/validation/insights");

/**
 * The last 24 months' asking prices of one kind (and maybe BHK) of listing in a city or a locality: each
 * month's count, and its median and quartiles when it rests on 3 listings or more. Public and cached; an
 * unknown place is a 404, a word outside the vocabulary a 400 naming it.
 */
export const priceInsight = route("GET", "/api/insights/prices", {
  query: schema(insights, "priceInsightQuerySchema"),
}).answers<PriceInsight>();

/**
 * A city's monthly figures per locality, kind and size as CSV (open data, CC BY 4.0): a file, not JSON.
 * An unknown city is a 404.
 */
export const cityCsv = route("GET", "/api/insights/prices/csv", {
  query: schema(insights, "cityCsvQuerySchema"),
}).raw();
