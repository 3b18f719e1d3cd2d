"use client";

import { toCardData, type ListingCardData } from "@/components/properties/listing-card-data";
import { CardCarousel } from "@/components/property-detail/card-carousel";
import { PropertyCard } from "@/components/properties/property-card";
import type { ListingWords } from "@/components/property-detail/listing-words";
import type { Locale } from "@/lib/i18n/locales";

/** What the similar listings need to speak the page's language besides the cards' own words: its locale and words. */
export type SimilarLanguage = {
  locale: Locale;
  words: ListingWords["similar"];
};

/**
 * The similar listings' cards, drawn in the browser from their card fields: the page's data then carries
 * eight small records instead of eight cards' worth of markup a second time. Loaded with the cards' data,
 * so the card code and its formatting stay out of the page's first scripts.
 */
export function SimilarCarousel({ listings, words }: { listings: ListingCardData[] } & SimilarLanguage) {
  return (
    <CardCarousel label={words.carousel} back={words.back} forward={words.forward}>
      {listings.map(toCardData).map((property) => (
        <li key={property._id}>
          <PropertyCard property={property} />
        </li>
      ))}
    </CardCarousel>
  );
}
