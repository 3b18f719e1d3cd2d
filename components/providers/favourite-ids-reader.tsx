"use client";

import { useEffect } from "react";
import { useRouteData } from "@/components/ui/use-route-data";
import { favouriteList } from "@/lib/contracts/favourites";

/**
 * Reads the signed-in account's saved listing ids through SWR and hands them to the favourites provider.
 * A component of its own, loaded only once someone is signed in, so that SWR stays out of a signed-out
 * visitor's first load of the public pages. A read that fails leaves the hearts empty, as before.
 */
export function FavouriteIdsReader({ userId, onLoaded }: { userId: string; onLoaded: (ids: string[]) => void }) {
  const { data } = useRouteData(favouriteList, {}, "Could not read your favourites.", { scope: userId });
  const ids = data?.ids;
  useEffect(() => {
    if (ids) onLoaded(ids.map(String));
  }, [ids, onLoaded]);
  return null;
}
