import { conversations } from "@/lib/contracts";
import { ownerContactFor, revealOwnerNumber } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

export const GET = route(
  conversations.ownerContact,
  { auth: "user", params: { id: "Property not found" } },
  async ({ caller, params, ok }) => ok({ contact: await ownerContactFor(caller.id, params.id) }, { headers: PRIVATE }),
);

export const POST = route(
  conversations.revealNumber,
  { auth: "user", params: { id: "Property not found" }, body: "none" },
  async ({ caller, params, ok }) =>
    ok({ contact: await revealOwnerNumber(caller.id, params.id) }, { headers: PRIVATE }),
);
