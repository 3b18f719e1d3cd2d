import { listings } from "@/lib/contracts";
import { NotFoundError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { getCachedSimilarProperties } from "@/lib/listings";

export const dynamic = "force-dynamic";

export const GET = route(
  listings.similarListings,
  { auth: "public", params: { id: "Property not found" } },
  async ({ params, ok }) => {
    const similarProperties = await getCachedSimilarProperties(params.id);
    if (!similarProperties) throw new NotFoundError("Property not found");
    return ok({ similarProperties });
  },
);
