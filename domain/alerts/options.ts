/** Browser-safe: what a saved search may be set to. */
export const ALERT_FREQUENCIES = ["instant", "daily"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** How many saved searches one account may keep. */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_SAVED_SEARCH_NAME = 80;
/** The longest query string a saved search may hold. */
export const MAX_SAVED_QUERY = 1000;
