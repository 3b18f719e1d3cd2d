import type { CardProperty } from "@/components/properties/property-card";

/** The fields a listing card shows: what the home strip keeps in the browser. */
export type ListingCardData = CardProperty;

export type StripResult = { properties: ListingCardData[]; total: number };

export function toCardData(p: ListingCardData): ListingCardData {
  const { _id, title, type, price, bhk, bathrooms, location, superBuiltupArea, images, pictures } = p;
  const { propertyType, furnishing, securityDeposit, availableFrom, postedBy, createdAt } = p;
  return {
    _id,
    title,
    type,
    price,
    bhk,
    bathrooms,
    location,
    superBuiltupArea,
    images,
    pictures,
    propertyType,
    furnishing,
    securityDeposit,
    availableFrom,
    postedBy,
    createdAt,
  };
}
