"use client";

import { toCardData, type ListingCardData } from "@/components/properties/listing-card-data";
import { CardCarousel } from "@/components/property-detail/card-carousel";
import { PropertyCard } from "@/components/properties/property-card";

/**
 * The similar listings' cards, drawn in the browser from their card fields: the page's data then carries
 * eight small records instead of eight cards' worth of markup a second time. Loaded with the cards' data,
 * so the card code and its formatting stay out of the page's first scripts.
 */
export function SimilarCarousel({ listings }: { listings: ListingCardData[] }) {
  return (
    <CardCarousel label="Similar listings, side by side">
      {listings.map(toCardData).map((property) => (
        <li key={property._id}>
          <PropertyCard property={property} />
        </li>
      ))}
    </CardCarousel>
  );
}
