import { listings } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { countView } from "@/lib/listings";

export const dynamic = "force-dynamic";

export const POST = route(
  listings.countListingView,
  { auth: "public", params: { id: "Property not found" }, body: "none" },
  async ({ caller, params, ok }) => {
    await countView(params.id, caller.ip);
    return ok({});
  },
);
