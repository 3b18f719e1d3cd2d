import Image from "next/image";
import Link from "next/link";
import { BedDouble, Bath, CalendarDays, MapPin, Ruler, Sofa } from "@/components/ui/icons";
import { FavouriteButton } from "@/components/properties/favourite-button";
import {
  coverImage,
  formatArea,
  formatAvailability,
  formatListingPrice,
  formatPostedAgo,
  formatRupees,
  LISTING_TYPE_LABELS,
  postedByLabel,
} from "@/lib/format";
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
    Pick<PropertyJson, "propertyType" | "furnishing" | "securityDeposit" | "availableFrom" | "postedBy" | "createdAt">
  >;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const GRID_SIZES = "(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 33vw";

/**
 * A listing in a grid or carousel; the whole card links to its detail page. `priority` loads the picture
 * eagerly (cards in the first screenful); `sizes` tells next/image how wide the card is where it is used.
 */
export function PropertyCard({
  property,
  priority = false,
  sizes = GRID_SIZES,
}: {
  property: CardProperty;
  priority?: boolean;
  sizes?: string;
}) {
  const area = formatArea(property.superBuiltupArea);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[3/2] bg-slate-100">
        <Image
          src={coverImage(property)}
          alt={property.title}
          fill
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          sizes={sizes}
          className="object-cover transition duration-300 group-hover:scale-[1.02]"
        />
        {/* A plot is named once, by the badge below. */}
        {property.type !== "land" && (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800">
            {property.bhk ? `${property.bhk} BHK` : (property.propertyType ?? LISTING_TYPE_LABELS[property.type])}
          </span>
        )}
        <span className="absolute bottom-3 left-3 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-medium text-white">
          {LISTING_TYPE_LABELS[property.type]}
        </span>
        <div className="absolute top-3 right-3 z-10">
          <FavouriteButton propertyId={property._id} title={property.title} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-brand-700 text-lg font-bold">{formatListingPrice(property.type, property.price)}</span>
          {property.type === "rent" && property.securityDeposit ? (
            <span className="text-sm text-slate-600">Deposit {formatRupees(property.securityDeposit)}</span>
          ) : null}
        </p>
        <h3 className="leading-snug font-semibold text-slate-900">
          <Link href={`/properties/${property._id}`} className="after:absolute after:inset-0 focus:outline-none">
            {property.title}
          </Link>
        </h3>
        <p className="flex items-start gap-1 text-sm text-slate-600">
          <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{[property.location?.address, property.location?.city].filter(Boolean).join(", ")}</span>
        </p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-slate-600">
          {area && (
            <li className="flex items-center gap-1">
              <Ruler aria-hidden className="h-4 w-4" /> {area}
            </li>
          )}
          {property.bhk > 0 && (
            <li className="flex items-center gap-1">
              <BedDouble aria-hidden className="h-4 w-4" /> {plural(property.bhk, "Bed")}
            </li>
          )}
          {property.bathrooms > 0 && (
            <li className="flex items-center gap-1">
              <Bath aria-hidden className="h-4 w-4" /> {plural(property.bathrooms, "Bath")}
            </li>
          )}
          {property.type !== "land" && property.furnishing && (
            <li className="flex items-center gap-1">
              <Sofa aria-hidden className="h-4 w-4" /> {property.furnishing}
            </li>
          )}
          {property.type !== "land" && property.createdAt && (
            <li className="flex items-center gap-1">
              <CalendarDays aria-hidden className="h-4 w-4" /> {formatAvailability(property.availableFrom)}
            </li>
          )}
        </ul>
        {property.createdAt && (
          <p className="flex flex-wrap items-center gap-x-2 border-t border-slate-100 pt-2 text-xs text-slate-600">
            <span>{formatPostedAgo(property.createdAt)}</span>
            <span aria-hidden>·</span>
            <span className="font-semibold text-slate-700">By {postedByLabel(property.postedBy).toLowerCase()}</span>
          </p>
        )}
      </div>
    </article>
  );
}
