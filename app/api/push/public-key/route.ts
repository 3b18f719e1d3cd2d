import { push } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { pushPublicKey } from "@/lib/notifications";

export const dynamic = "force-dynamic";

/** Kept by no cache (the answer's default, private and no-store): a changed key pair must show at once. */
export const GET = route(push.pushPublicKey, { auth: "public" }, async ({ ok }) => ok({ publicKey: pushPublicKey() }));
