import { routeUrl, type RouteCall } from "@/components/ui/api";
import type { Route, RouteSpec } from "@/lib/contracts/route";

/**
 * The SWR key `useRouteData` reads a GET route under: its address, with the account's id beside it when the
 * answer is one account's. A server component that renders a page with an answer already read hands it to
 * SWR's `fallback` under `unstable_serialize` of this key (the profile does), so the key is made in one place.
 */
export function routeDataKey<S extends RouteSpec>(
  route: Route<S>,
  call: RouteCall<S>,
  scope?: string,
): string | [string, string] {
  const url = (routeUrl as (route: Route<S>, call: RouteCall<S>) => string)(route, call);
  return scope ? [url, scope] : url;
}
