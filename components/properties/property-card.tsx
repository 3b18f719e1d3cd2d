import { Photo } from "@/components/ui/photo";
import { PhoneVerifiedBadge } from "@/components/properties/phone-verified-badge";
import Link from "next/link";
import { BedDouble, Bath, CalendarDays, MapPin, Ruler, Sofa } from "@/components/ui/icons";
import { CompareButton } from "@/components/properties/compare-button";
import { FavouriteButton } from "@/components/properties/favourite-button";
import { FreshnessLabel } from "@/components/properties/freshness-label";
import { useCardWords } from "@/components/properties/card-words";
import {
  coverImage,
  formatArea,
  formatAvailability,
  formatListingPrice,
  formatRupees,
  listingTypeLabel,
} from "@/lib/format";
import { distanceText } from "@/domain/geo/distance";
import { localePath } from "@/lib/i18n/locales";
import { choiceLabel } from "@/lib/i18n/choices";
import { fillWords } from "@/lib/i18n/words";
import type { PropertyJson } from "@/lib/listings/types";

/**
 * What a card shows; `propertyType` only names a listing without bedrooms (a shop, an office). The renter's
 * facts (furnishing, deposit, move-in date, when and by whom it was posted) show when the listing has them.
 */
export type CardProperty = Pick<
  PropertyJson,
  "_id" | "title" | "type" | "price" | "bhk" | "bathrooms" | "location" | "superBuiltupArea" | "images" | "pictures"
> &
  Partial<
    Pick<
      PropertyJson,
      | "propertyType"
      | "furnishing"
      | "securityDeposit"
      | "availableFrom"
      | "postedBy"
      | "createdAt"
      | "phoneVerified"
      | "confirmedAt"
      | "distanceKm"
    >
  >;

const GRID_SIZES = "(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 33vw";

/**
 * A listing in a grid or carousel; the whole card links to its detail page. `priority` loads the picture
 * eagerly (cards in the first screenful); `sizes` tells next/image how wide the card is where it is used.
 * In a search near a place the card says how far the listing is from it ("2.1 km from Infocity"); `from`
 * names that place. It speaks the page's language (`useCardWords`, given by the site layout); kinds and
 * furnishing are named from the option lists, a value they do not know as stored. Rendered in the browser
 * only (inside a client island or list), since it reads that context.
 */
export function PropertyCard({
  property,
  priority = false,
  sizes = GRID_SIZES,
  from,
}: {
  property: CardProperty;
  priority?: boolean;
  sizes?: string;
  from?: string;
}) {
  const { locale, words, choices } = useCardWords();
  const area = formatArea(property.superBuiltupArea, locale);
  const typeLabel = listingTypeLabel(property.type, locale);
  const choice = (group: "propertyType" | "furnishing", value: string) => choiceLabel(choices, group, value);
  const distance = property.distanceKm === undefined ? null : distanceText(property.distanceKm);
  return (
    <article className="listing-card group">
      <div className="listing-photo">
        <Photo
          src={coverImage(property)}
          alt={property.title}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          sizes={sizes}
          className="listing-image"
        />
        {/* A plot is named once, by the badge below. */}
        {property.type !== "land" && (
          <span className="listing-size">
            {property.bhk
              ? `${property.bhk} BHK`
              : property.propertyType
                ? choice("propertyType", property.propertyType)
                : typeLabel}
          </span>
        )}
        <span className="listing-kind">{typeLabel}</span>
        <div className="listing-heart">
          <FavouriteButton propertyId={property._id} title={property.title} />
        </div>
      </div>
      <div className="listing-body">
        <div className="flex items-start justify-between gap-2">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="listing-price">{formatListingPrice(property.type, property.price, locale)}</span>
            {property.type === "rent" && property.securityDeposit ? (
              <span className="text-sm text-slate-600">
                {fillWords(words.deposit, { amount: formatRupees(property.securityDeposit) })}
              </span>
            ) : null}
          </p>
          <CompareButton propertyId={property._id} title={property.title} />
        </div>
        <h3 className="listing-title">
          <Link href={localePath(locale, `/properties/${property._id}`)}>{property.title}</Link>
        </h3>
        {property.phoneVerified && <PhoneVerifiedBadge className="self-start" label={words.phoneVerified} />}
        <p className="listing-place">
          <MapPin aria-hidden />
          <span>{[property.location?.address, property.location?.city].filter(Boolean).join(", ")}</span>
        </p>
        {distance !== null && (
          <p className="listing-distance text-sm font-semibold text-slate-700" data-testid="listing-distance">
            {from
              ? fillWords(words.distanceFrom, { distance, place: from })
              : fillWords(words.distanceAway, { distance })}
          </p>
        )}
        <ul className="listing-facts">
          {area && (
            <li>
              <Ruler aria-hidden /> {area}
            </li>
          )}
          {property.bhk > 0 && (
            <li>
              <BedDouble aria-hidden />{" "}
              {fillWords(property.bhk === 1 ? words.bed : words.beds, { count: property.bhk })}
            </li>
          )}
          {(property.bathrooms ?? 0) > 0 && (
            <li>
              <Bath aria-hidden />{" "}
              {fillWords(property.bathrooms === 1 ? words.bath : words.baths, { count: property.bathrooms ?? 0 })}
            </li>
          )}
          {property.type !== "land" && property.furnishing && (
            <li>
              <Sofa aria-hidden /> {choice("furnishing", property.furnishing)}
            </li>
          )}
          {property.type !== "land" && property.createdAt && (
            <li>
              <CalendarDays aria-hidden /> {formatAvailability(property.availableFrom, undefined, locale)}
            </li>
          )}
        </ul>
        {property.createdAt && (
          <p className="listing-posted">
            <FreshnessLabel createdAt={property.createdAt} confirmedAt={property.confirmedAt} locale={locale} />
            <span aria-hidden>·</span>
            <span className="font-semibold text-slate-700">
              {property.postedBy === "owner" ? words.byOwner : words.byAgent}
            </span>
          </p>
        )}
      </div>
    </article>
  );
}
