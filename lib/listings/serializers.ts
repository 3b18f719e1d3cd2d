import { publicPoint } from "@/domain/geo/listing-point";
import type { PropertyJson } from "@/lib/listings/types";
import { siteContact } from "@/lib/site";
import type { PropertyDoc } from "@/models/Property";

/**
 * The listing fields that leave the server, as plain values (string ids, ISO dates) that JSON and server
 * components can carry. The search keywords stay behind: they are an index, not content. The owner of a
 * public submission gave their phone and e-mail to the site, not to the world: those stay with the admin,
 * and the listing shows the office's contact instead. Its point is the public one: an owner who shows only
 * the area gets the locality's centre, marked approximate, never the pin.
 */
export function toPublicListing(doc: PropertyDoc): PropertyJson {
  const office = doc.source === "public" ? siteContact() : null;
  return {
    _id: String(doc._id),
    title: doc.title,
    description: doc.description,
    price: doc.price,
    ...(doc.previousPrice != null ? { previousPrice: doc.previousPrice } : {}),
    priceLabel: doc.priceLabel,
    badge: doc.badge,
    type: doc.type,
    propertyType: doc.propertyType,
    bhk: doc.bhk,
    bathrooms: doc.bathrooms,
    furnishing: doc.furnishing,
    superBuiltupArea: doc.superBuiltupArea,
    carpetArea: doc.carpetArea,
    totalFloors: doc.totalFloors,
    floorNo: doc.floorNo,
    facing: doc.facing,
    builtYear: doc.builtYear,
    bachelorsAllowed: doc.bachelorsAllowed,
    maintenanceMonthly: doc.maintenanceMonthly,
    carParking: doc.carParking,
    securityDeposit: doc.securityDeposit ?? undefined,
    ...(doc.availableFrom ? { availableFrom: new Date(doc.availableFrom).toISOString() } : {}),
    postedBy: doc.postedBy ?? undefined,
    location: publicLocation(doc),
    contactNumber: office ? office.phone : doc.contactNumber,
    contactEmail: office ? office.supportEmail : doc.contactEmail,
    amenities: doc.amenities,
    highlights: doc.highlights,
    nearbyPlaces: doc.nearbyPlaces,
    images: doc.images,
    pictures: doc.pictures,
    agent: doc.agent,
    source: doc.source,
    // The owner proved the contact number by SMS (lib/phones), even where the office's number is shown.
    phoneVerified: doc.phoneVerified === true,
    featured: doc.featured,
    isActive: doc.isActive,
    views: doc.views,
    createdMonth: doc.createdMonth,
    createdAt: new Date(doc.createdAt).toISOString(),
    ...(doc.confirmedAt ? { confirmedAt: new Date(doc.confirmedAt).toISOString() } : {}),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

function publicLocation(doc: PropertyDoc): PropertyJson["location"] {
  if (!doc.location) return doc.location;
  const { geo, areaOnly, ...place } = doc.location;
  void geo;
  const point = doc.mapPoint ?? publicPoint(doc.location);
  return {
    ...place,
    areaOnly: areaOnly === true,
    ...(point ? { geo: { lat: point.lat, lng: point.lng, approximate: point.approximate !== false } } : {}),
  };
}
