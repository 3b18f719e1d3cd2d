import { push } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { pushPublicKey } from "@/lib/notifications";

export const dynamic = "force-dynamic";

export const GET = route(push.pushPublicKey, { auth: "public" }, async ({ ok }) =>
  ok({ publicKey: pushPublicKey() }, { headers: { "Cache-Control": "no-store" } }),
);
