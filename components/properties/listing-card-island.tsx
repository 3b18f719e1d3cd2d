"use client";

import { PropertyCard } from "@/components/properties/property-card";

/**
 * The listing card rendered as a client component, for server pages that show many cards: the page's
 * payload then carries each card's few facts (see toCardData) instead of its whole markup a second time.
 */
export function ListingCardIsland(props: Parameters<typeof PropertyCard>[0]) {
  return <PropertyCard {...props} />;
}
