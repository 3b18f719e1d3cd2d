import { Photo } from "@/components/ui/photo";
import { PhoneVerifiedBadge } from "@/components/properties/phone-verified-badge";
import Link from "next/link";
import { BedDouble, Bath, CalendarDays, MapPin, Ruler, Sofa } from "@/components/ui/icons";
import { CompareButton } from "@/components/properties/compare-button";
import { FavouriteButton } from "@/components/properties/favourite-button";
import { FreshnessLabel } from "@/components/properties/freshness-label";
import {
  coverImage,
  formatArea,
  formatAvailability,
  formatListingPrice,
  formatRupees,
  LISTING_TYPE_LABELS,
  postedByLabel,
} from "@/lib/format";
import { distanceFrom } from "@/domain/geo/distance";
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

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const GRID_SIZES = "(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 33vw";

/**
 * A listing in a grid or carousel; the whole card links to its detail page. `priority` loads the picture
 * eagerly (cards in the first screenful); `sizes` tells next/image how wide the card is where it is used.
 * In a search near a place the card says how far the listing is from it ("2.1 km from Infocity"); `from`
 * names that place.
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
  const area = formatArea(property.superBuiltupArea);
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
            {property.bhk ? `${property.bhk} BHK` : (property.propertyType ?? LISTING_TYPE_LABELS[property.type])}
          </span>
        )}
        <span className="listing-kind">{LISTING_TYPE_LABELS[property.type]}</span>
        <div className="listing-heart">
          <FavouriteButton propertyId={property._id} title={property.title} />
        </div>
      </div>
      <div className="listing-body">
        <div className="flex items-start justify-between gap-2">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="listing-price">{formatListingPrice(property.type, property.price)}</span>
            {property.type === "rent" && property.securityDeposit ? (
              <span className="text-sm text-slate-600">Deposit {formatRupees(property.securityDeposit)}</span>
            ) : null}
          </p>
          <CompareButton propertyId={property._id} title={property.title} />
        </div>
        <h3 className="listing-title">
          <Link href={`/properties/${property._id}`}>{property.title}</Link>
        </h3>
        {property.phoneVerified && <PhoneVerifiedBadge className="self-start" />}
        <p className="listing-place">
          <MapPin aria-hidden />
          <span>{[property.location?.address, property.location?.city].filter(Boolean).join(", ")}</span>
        </p>
        {property.distanceKm !== undefined && (
          <p className="listing-distance text-sm font-semibold text-slate-700" data-testid="listing-distance">
            {distanceFrom(property.distanceKm, from)}
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
              <BedDouble aria-hidden /> {plural(property.bhk, "Bed")}
            </li>
          )}
          {(property.bathrooms ?? 0) > 0 && (
            <li>
              <Bath aria-hidden /> {plural(property.bathrooms ?? 0, "Bath")}
            </li>
          )}
          {property.type !== "land" && property.furnishing && (
            <li>
              <Sofa aria-hidden /> {property.furnishing}
            </li>
          )}
          {property.type !== "land" && property.createdAt && (
            <li>
              <CalendarDays aria-hidden /> {formatAvailability(property.availableFrom)}
            </li>
          )}
        </ul>
        {property.createdAt && (
          <p className="listing-posted">
            <FreshnessLabel createdAt={property.createdAt} confirmedAt={property.confirmedAt} />
            <span aria-hidden>·</span>
            <span className="font-semibold text-slate-700">By {postedByLabel(property.postedBy).toLowerCase()}</span>
          </p>
        )}
      </div>
    </article>
  );
}
