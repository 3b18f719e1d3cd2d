import { boxText, type MapBox } from "@/components/maps/map-points";
import { listHref, type ListFilters } from "@/lib/listings/links/list-page";
import { placeHref, type Place, type PlaceQuery } from "@/lib/listings/links/place-pages";

/** The search a results map belongs to: a place page's, or the list page's. Plain data, so a server page can pass it. */
export type AreaSearch = { kind: "place"; place: Place; query: PlaceQuery } | { kind: "list"; filters: ListFilters };

/**
 * The same search inside a box, from page one, by the vocabulary's own link builders: the canonical address,
 * so it is one entry of the page cache and reads back as the same state.
 */
export function areaSearchHref(search: AreaSearch, box: MapBox): string {
  // `bounds` is the vocabulary's word for the box; typed loosely until the search side declares it.
  if (search.kind === "place")
    return placeHref(search.place, { ...search.query, bounds: boxText(box), page: undefined } as PlaceQuery);
  return listHref({ ...search.filters, bounds: boxText(box), page: 1 } as ListFilters);
}
