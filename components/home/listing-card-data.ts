import type { PropertyJson } from "@/lib/listings/types";

/** The fields a listing card shows: what the home strip keeps in the browser. */
export type ListingCardData = Pick<
  PropertyJson,
  "_id" | "title" | "type" | "price" | "bhk" | "bathrooms" | "location" | "superBuiltupArea" | "images" | "pictures"
>;

export type StripResult = { properties: ListingCardData[]; total: number };

export function toCardData(p: ListingCardData): ListingCardData {
  const { _id, title, type, price, bhk, bathrooms, location, superBuiltupArea, images, pictures } = p;
  return { _id, title, type, price, bhk, bathrooms, location, superBuiltupArea, images, pictures };
}
