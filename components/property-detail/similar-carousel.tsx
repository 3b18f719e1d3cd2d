"use client";

import { toCardData, type ListingCardData } from "@/components/properties/listing-card-data";
import { CardCarousel } from "@/components/property-detail/card-carousel";
import { PropertyCard } from "@/components/properties/property-card";
import type { CardWords } from "@/components/properties/card-words";
import type { ListingWords } from "@/components/property-detail/listing-words";
import type { Locale } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";

/** What the similar listings need to speak the page's language: its locale, the cards' and its own words. */
export type SimilarLanguage = {
  locale: Locale;
  words: ListingWords["similar"];
  cardWords: CardWords;
  choices: Words<"Choices">;
};

/**
 * The similar listings' cards, drawn in the browser from their card fields: the page's data then carries
 * eight small records instead of eight cards' worth of markup a second time. Loaded with the cards' data,
 * so the card code and its formatting stay out of the page's first scripts.
 */
export function SimilarCarousel({
  listings,
  locale,
  words,
  cardWords,
  choices,
}: { listings: ListingCardData[] } & SimilarLanguage) {
  return (
    <CardCarousel label={words.carousel} back={words.back} forward={words.forward}>
      {listings.map(toCardData).map((property) => (
        <li key={property._id}>
          <PropertyCard property={property} locale={locale} words={cardWords} choices={choices} />
        </li>
      ))}
    </CardCarousel>
  );
}
