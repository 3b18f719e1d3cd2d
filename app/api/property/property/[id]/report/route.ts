import { messages } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { reportListing } from "@/lib/messages";

export const dynamic = "force-dynamic";

export const POST = route(
  messages.reportListing,
  { auth: "public", params: { id: "Property not found" } },
  async ({ input, caller, params, ok }) => {
    await reportListing(params.id, input, caller.ip);
    return ok({ message: "Thank you. Our team will review this listing." }, { status: 201 });
  },
);
