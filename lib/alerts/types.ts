import type { AlertFrequency } from "@/domain/alerts/options";
import { LIST_PATH } from "@/lib/listings/links/list-page";

/** Browser-safe: a saved search as the API answers it, and its results page. */
export type SavedSearchJson = {
  _id: string;
  name: string;
  /** The list API's canonical query string ("type=rent&bhk=2&q=patia"). */
  query: string;
  frequency: AlertFrequency;
  paused: boolean;
  /** The search's results page. */
  href: string;
  createdAt: string;
};

/** The results page of a saved search. */
export const savedSearchHref = (query: string) => (query ? `${LIST_PATH}?${query}` : LIST_PATH);
