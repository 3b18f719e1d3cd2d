/** The Services page's category buttons, kept apart from the cards so the filter ships no icons. */
export const SERVICE_CATEGORY_LABELS = {
  buy: "Buy",
  sell: "Sell",
  rent: "Rent",
  lease: "Lease",
  commercial: "Commercial",
} as const;

export type ServiceCategory = keyof typeof SERVICE_CATEGORY_LABELS;
