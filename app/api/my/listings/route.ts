import { owners } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { listMyListings } from "@/lib/owners";

export const dynamic = "force-dynamic";

export const GET = route(owners.myListings, { auth: "user" }, async ({ caller, ok }) =>
  ok({ listings: await listMyListings(caller) }),
);
