import { coverImage } from "@/lib/format";
import type { PropertyJson } from "@/lib/listings/types";

/** The fields a listing card shows: what the card strips (home, similar listings) keep in the browser. */
export type ListingCardData = Pick<
  PropertyJson,
  | "_id"
  | "title"
  | "type"
  | "propertyType"
  | "price"
  | "bhk"
  | "bathrooms"
  | "location"
  | "superBuiltupArea"
  | "images"
  | "pictures"
>;

export type StripResult = { properties: ListingCardData[]; total: number };

/** Only what a card shows travels to the browser: of the pictures, the cover alone. */
export function toCardData(p: ListingCardData): ListingCardData {
  const { _id, title, type, propertyType, price, bhk, bathrooms, location, superBuiltupArea } = p;
  return {
    _id,
    title,
    type,
    propertyType,
    price,
    bhk,
    bathrooms,
    location,
    superBuiltupArea,
    // The listing types name mongoose's subdocument type; the browser only ever gets plain objects.
    images: [{ url: coverImage(p), isPrimary: true }] as ListingCardData["images"],
    pictures: [],
  };
}
