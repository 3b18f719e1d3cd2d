import { unstable_serialize } from "swr";
import { routeDataKey } from "@/components/ui/route-data-key";
import { toPublicUser } from "@/lib/accounts";
import type { PublicUser } from "@/lib/contracts/accounts";
import { toPlainJson } from "@/lib/db/plain-json";
import { listSavedSearches } from "@/lib/alerts";
import type { UserCaller } from "@/lib/auth";
import { alerts, favourites, owners, payments } from "@/lib/contracts";
import type { Route, RouteSpec } from "@/lib/contracts/route";
import { log } from "@/lib/log";
import { favouriteProperties } from "@/lib/listings";
import { listMyListings } from "@/lib/owners";
import { listOrders } from "@/lib/payments";
import { listVisits } from "@/lib/visits";

/**
 * The profile's user and the first answer of each of its lists, read on the server in one go: the same reads
 * as their GET routes, keyed as `useRouteData` keys them for this account (SWR's `fallback`). The page is
 * then whole in its first HTML instead of waiting for hydration, the session call and six more calls. A read
 * that fails is left out: that list reads in the browser as before and shows its own error and Try Again.
 */
export async function profileAnswers(caller: UserCaller) {
  const reads: [Route<RouteSpec>, () => Promise<object>][] = [
    [payments.visitList, async () => ({ visits: await listVisits(caller) })],
    [payments.orderHistory, async () => ({ orders: await listOrders(caller) })],
    [
      favourites.favouriteList,
      async () => {
        const properties = await favouriteProperties(caller.id);
        return { ids: properties.map((p) => p._id), properties };
      },
    ],
    [alerts.savedSearchList, async () => ({ savedSearches: await listSavedSearches(caller.id) })],
    [owners.myListings, async () => ({ listings: await listMyListings(caller) })],
  ];
  const settled = await Promise.allSettled(reads.map(([, read]) => read()));
  const fallback: Record<string, unknown> = {};
  settled.forEach((outcome, i) => {
    const route = reads[i][0];
    if (outcome.status === "fulfilled") {
      fallback[unstable_serialize(routeDataKey(route, {}, caller.id))] = toPlainJson({
        success: true,
        ...outcome.value,
      });
    } else {
      log.error({ err: outcome.reason, path: route.path }, "profile: a list could not be read for the page");
    }
  });
  // As the session call hands it to the browser: the browser's type of it is the serializer's own.
  return { user: toPlainJson(toPublicUser(caller.account)) as unknown as PublicUser, fallback };
}
