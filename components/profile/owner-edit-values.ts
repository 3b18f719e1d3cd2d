import type { OwnerListing } from "@/lib/contracts/owners";
import { cityCentre, localityCentre } from "@/domain/geo/centres";
import type { Furnishing } from "@/domain/listings/options";
import {
  ownerListingEditSchema,
  type OwnerListingEdit,
  type OwnerListingEditPayload,
} from "@/lib/validation/owner-listing";
import { z } from "@/lib/validation/zod";

// The owners' edit form's values: the stored listing as text fields and its map's part, and back as the
// changes to send.

type Point = { lat: number; lng: number };

export type OwnerEditValues = {
  title: string;
  price: string;
  securityDeposit: string;
  availableFrom: string;
  furnishing: string;
  description: string;
  /** A pin the owner placed or moved on the map; null while they have not (the stored one stays). */
  geo: Point | null;
  /** Show only the approximate area, never the pin. */
  areaOnly: boolean;
};

/**
 * Where the owner's map opens and the pin it shows: the owner's view keeps the pin (a moved one waiting for
 * review laid over the approved one) beside the address, not inside it.
 */
export function placeOf(listing: OwnerListing) {
  return {
    centre: localityCentre(listing.location.city, listing.location.locality) ?? cityCentre(listing.location.city),
    exact: listing.geo,
  };
}

const numberOrUndefined = (text: string) => (text.trim() === "" ? undefined : Number(text));

export const valuesOf = (listing: OwnerListing): OwnerEditValues => ({
  title: listing.title,
  price: String(listing.price),
  securityDeposit: listing.securityDeposit == null ? "" : String(listing.securityDeposit),
  availableFrom: listing.availableFrom ?? "",
  furnishing: listing.furnishing ?? "Unfurnished",
  description: listing.description ?? "",
  geo: null,
  areaOnly: listing.areaOnly,
});

/**
 * Only what the owner changed is sent: every change of a live listing is judged on its own (a new price shows
 * at once, a new title waits for review), so an unchanged field must not count as an edit. The map's part is
 * sent only when the owner placed or moved the pin, or changed the choice.
 */
export function changesOf(listing: OwnerListing, values: OwnerEditValues): OwnerListingEditPayload {
  const deposit = numberOrUndefined(values.securityDeposit) ?? null;
  const availableFrom = values.availableFrom || null;
  return {
    ...(values.title !== listing.title ? { title: values.title } : {}),
    ...(Number(values.price) !== listing.price ? { price: numberOrUndefined(values.price) } : {}),
    ...(listing.type === "rent" && deposit !== listing.securityDeposit ? { securityDeposit: deposit } : {}),
    ...(availableFrom !== listing.availableFrom ? { availableFrom } : {}),
    ...(values.furnishing !== listing.furnishing ? { furnishing: values.furnishing as Furnishing } : {}),
    ...(values.description !== listing.description ? { description: values.description } : {}),
    ...(values.geo ? { geo: values.geo } : {}),
    ...(values.areaOnly !== listing.areaOnly ? { areaOnly: values.areaOnly } : {}),
  };
}

/**
 * The form's values as the changes to send, checked by the server's own schema with its messages on the
 * fields; an unchanged form passes with nothing to send (the form then just closes).
 */
export const editSchema = (listing: OwnerListing) =>
  z.custom<OwnerEditValues>().transform((values, context): OwnerListingEdit | Record<string, never> => {
    const changes = changesOf(listing, values);
    if (!Object.keys(changes).length) return {};
    const checked = ownerListingEditSchema.safeParse(changes);
    if (checked.success) return checked.data;
    for (const { path, message } of checked.error.issues) context.addIssue({ code: "custom", path, message });
    return z.NEVER;
  });
