import type { CardProperty } from "@/components/properties/property-card";
import { coverImage } from "@/lib/format";

/** The fields a listing card shows: what the card strips (home, similar listings) keep in the browser. */
export type ListingCardData = CardProperty;

export type StripResult = { properties: ListingCardData[]; total: number };

/** Only what a card shows travels to the browser: of the pictures, the cover alone. */
export function toCardData(p: ListingCardData): ListingCardData {
  const { _id, title, type, price, bhk, bathrooms, location, superBuiltupArea } = p;
  const {
    propertyType,
    furnishing,
    securityDeposit,
    availableFrom,
    postedBy,
    createdAt,
    phoneVerified,
    confirmedAt,
    distanceKm,
  } = p;
  return {
    _id,
    title,
    type,
    price,
    bhk,
    bathrooms,
    // The card's address line and the map's pin: the rest of the address stays on the listing's own page.
    location: location && ({ address: location.address, city: location.city, geo: location.geo } as typeof location),
    superBuiltupArea,
    // The listing types name mongoose's subdocument type; the browser only ever gets plain objects.
    images: [{ url: coverImage(p), isPrimary: true }] as ListingCardData["images"],
    pictures: [],
    propertyType,
    furnishing,
    securityDeposit,
    availableFrom,
    postedBy,
    createdAt,
    phoneVerified,
    ...(confirmedAt ? { confirmedAt } : {}),
    ...(distanceKm !== undefined ? { distanceKm } : {}),
  };
}
