import type { PropertyDoc } from "@/models/Property";

// Types only, so client components can name a listing without loading any server code.

/** A listing as the API and the pages exchange it: plain JSON, string ids, ISO dates. */
export type PropertyJson = Omit<
  PropertyDoc,
  | "_id"
  | "createdAt"
  | "updatedAt"
  | "availableFrom"
  | "keywords"
  | "nearbyKeywords"
  | "placeKey"
  | "mapPoint"
  | "owner"
  | "awaitingReview"
> & {
  _id: string;
  createdAt: string;
  updatedAt: string;
  /** ISO date; absent when the owner has not said. */
  availableFrom?: string;
  /** Kilometres from the point a `near=` search names; only in such a search's answers. */
  distanceKm?: number;
};

/** One page of a listing search; `total` counts every match, not just this page. */
export type PropertyPage = { properties: PropertyJson[]; total: number; page: number; limit: number };

/** Counts of active listings, and of the distinct localities they are in. */
export type PropertyStats = { total: number; forRent: number; forSale: number; land: number; localities: number };
