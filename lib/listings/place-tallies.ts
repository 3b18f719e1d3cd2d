import type { PipelineStage } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { LISTING_TYPES, type ListingType } from "@/domain/listings/options";
import type { PropertyStats } from "@/lib/listings/types";
import { Property } from "@/models/Property";

/**
 * Listings per place key ("city|locality", models/Property.ts `placeKeyFor`): every listing there, and the
 * live ones per type. A few hundred rows however many listings there are. The place directory, a place
 * page's own place, the site's figures and the localities the search suggests are all worked out from these
 * rows, so together they cost one aggregation instead of one per figure.
 */
export type PlaceTally = { key: string; listings: number; live: Record<ListingType, number> };

type KeyCount = { _id: unknown; n: number };

const countPerKey: PipelineStage.FacetPipelineStage = { $group: { _id: "$placeKey", n: { $sum: 1 } } };

/** A row of an extra sub-pipeline of the tallies' pass (findPlaceTalliesWith): a listing's id. */
export type IdRow = { _id: unknown };

/**
 * One `$facet` over the listings: one pass reads them all, where a `$group` per figure read them four times
 * (the embedded engine evaluates neither a compound `$group` key nor `$cond`, so each type keeps its own
 * `$match`; on MongoDB the same pipeline is correct).
 */
export async function findPlaceTallies(): Promise<PlaceTally[]> {
  return (await findPlaceTalliesWith({})).tallies;
}

/**
 * The place tallies and, from the same pass, the rows of `extra`'s sub-pipelines (home's strips: the ids of
 * their listings, in order). On the embedded engine a read of the whole collection costs a second or more
 * and three at once several times that, as home's first render showed (docs/performance.md); on MongoDB a
 * `$sort` and `$limit` in the pass is a top-k sort of documents it reads anyway.
 */
export async function findPlaceTalliesWith<Extra extends string>(
  extra: Record<Extra, PipelineStage.FacetPipelineStage[]>,
): Promise<{ tallies: PlaceTally[]; rows: Record<Extra, IdRow[]> }> {
  await connectToDatabase();
  const [facets] = await Property.aggregate<Record<"all" | ListingType, KeyCount[]> & Record<Extra, IdRow[]>>([
    {
      $facet: {
        all: [countPerKey],
        ...Object.fromEntries(LISTING_TYPES.map((type) => [type, [{ $match: { isActive: true, type } }, countPerKey]])),
        ...extra,
      },
    },
  ]);
  const tallies = new Map<string, PlaceTally>();
  const entry = (key: string) => {
    if (!tallies.has(key)) tallies.set(key, { key, listings: 0, live: { rent: 0, sale: 0, land: 0 } });
    return tallies.get(key)!;
  };
  for (const row of facets?.all ?? []) if (typeof row._id === "string") entry(row._id).listings += row.n;
  for (const type of LISTING_TYPES) {
    for (const row of facets?.[type] ?? []) if (typeof row._id === "string") entry(row._id).live[type] += row.n;
  }
  const rows: Record<string, IdRow[]> = {};
  for (const name of Object.keys(extra) as Extra[]) rows[name] = facets?.[name] ?? [];
  return { tallies: [...tallies.values()], rows: rows as Record<Extra, IdRow[]> };
}

/** The locality part of a place key (already trimmed when stored). */
const localityOf = (key: string) => key.slice(key.indexOf("|") + 1);

const liveOf = (tally: PlaceTally, type?: ListingType) =>
  type ? tally.live[type] : tally.live.rent + tally.live.sale + tally.live.land;

/** The live listings' localities as the search suggests them: each once, A to Z. */
export function localitiesOf(tallies: PlaceTally[], type?: ListingType): string[] {
  const names = new Set<string>();
  for (const tally of tallies) {
    const name = localityOf(tally.key);
    if (name && liveOf(tally, type) > 0) names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b, "en-IN"));
}

/** The live listings' localities, all of them and per kind (the hero suggests only a kind's own). */
export function localitiesByTypeOf(tallies: PlaceTally[]) {
  const [rent, sale, land] = LISTING_TYPES.map((type) => localitiesOf(tallies, type));
  return { localities: localitiesOf(tallies), byType: { rent, sale, land } };
}

/** The site's figures: live listings, per type, and the localities they are in. */
export function statsOf(tallies: PlaceTally[]): PropertyStats {
  const live = (type?: ListingType) => tallies.reduce((sum, tally) => sum + liveOf(tally, type), 0);
  return {
    total: live(),
    forRent: live("rent"),
    forSale: live("sale"),
    land: live("land"),
    localities: localitiesOf(tallies).length,
  };
}
