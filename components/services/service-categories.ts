/** The Services page's categories, kept apart from the cards so the filter ships no icons; named in the Services catalogue (filter.categories). */
export const SERVICE_CATEGORIES = ["buy", "sell", "rent", "lease", "commercial"] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
