"use client";

import type { ListingCardData } from "@/components/properties/listing-card-data";
import { useCardWords } from "@/components/properties/card-words";
import { FeaturedCarousel, FeaturedCarouselItem } from "@/components/properties/featured-carousel";
import { PropertyCard } from "@/components/properties/property-card";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useMediaQuery } from "@/components/ui/use-media-query";

/**
 * The list page's featured carousel, above the grid on tablets and wider (a phone's grid already starts with
 * these listings). These eight cards were a third of the page's work and weight, so the server sends only
 * their facts and the browser draws them once the page is interactive, in a transition that does not block
 * it. Until then a box of the carousel's usual height keeps the grid below from moving.
 */
export function FeaturedListings({ properties }: { properties: ListingCardData[] }) {
  const { words } = useCardWords();
  const revealed = useHydrated();
  const wide = useMediaQuery("(min-width: 768px)");
  if (!revealed || !wide) return <div aria-hidden className="featured-placeholder" />;
  return (
    <div className="featured-listings">
      <FeaturedCarousel title={words.featured}>
        {properties.map((property, i) => (
          <FeaturedCarouselItem key={property._id}>
            <PropertyCard property={property} priority={i < 2} sizes="288px" />
          </FeaturedCarouselItem>
        ))}
      </FeaturedCarousel>
    </div>
  );
}
