import { LAND_PROPERTY_TYPE } from "@/domain/listings/options";
import type { PropertyDoc } from "@/models/Property";

// The fields an owner may change on their listing, as the owner's form names them, and how a change of each
// is written to the stored listing. Shared by the owner's edit (lib/owners) and by the admin's approval of
// changes that waited for review (writes.ts), so both write them the same way.

/** One field's change: its value before (the approved one) and the value asked for. */
export type OwnerChange = { field: string; before: unknown; after: unknown };

/** A listing's owner edit record: when, and each change (ownerEdit: applied; pendingEdit: waiting). */
export type OwnerEditRecord = { at: Date; changes: OwnerChange[] };

type Plain = Partial<PropertyDoc> & Pick<PropertyDoc, "type"> & { images?: Array<{ url: string }> | null };

const day = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString().slice(0, 10) : null);

/** The owner-editable fields of a stored listing, by the owner form's names and shapes. */
export function ownerFields(doc: Plain) {
  return {
    title: doc.title ?? "",
    description: doc.description ?? "",
    price: doc.price ?? 0,
    securityDeposit: doc.securityDeposit ?? null,
    availableFrom: day(doc.availableFrom),
    furnishing: doc.furnishing,
    type: doc.type,
    propertyType: doc.propertyType,
    bhk: doc.bhk,
    bathrooms: doc.bathrooms,
    amenities: doc.amenities ?? [],
    photos: (doc.images ?? []).map((image) => image.url),
    superBuiltupArea: { value: doc.superBuiltupArea?.value ?? null },
    location: {
      address: doc.location?.address ?? "",
      locality: doc.location?.locality ?? null,
      city: doc.location?.city ?? "",
    },
    /** The pin the owner (or the team) placed; null while the listing stands at its locality's centre. */
    geo: pinOf(doc.location?.geo),
    /** Show only the approximate area, never the pin. */
    areaOnly: doc.location?.areaOnly === true,
  };
}

function pinOf(geo: { lat?: number | null; lng?: number | null; approximate?: boolean | null } | null | undefined) {
  return geo && geo.approximate === false && geo.lat != null && geo.lng != null ? { lat: geo.lat, lng: geo.lng } : null;
}

export type OwnerFields = ReturnType<typeof ownerFields>;

/** The owner's view: the approved fields with the changes still waiting for review laid over them. */
export function withPending(fields: OwnerFields, pending: OwnerChange[] | undefined): OwnerFields {
  const view: Record<string, unknown> = { ...fields };
  for (const change of pending ?? [])
    view[change.field] = change.field === "superBuiltupArea" ? { value: change.after } : change.after;
  return view as OwnerFields;
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The value of one owner field, as compared and stored in a change (the area by its number alone). */
export function fieldValue(fields: OwnerFields, field: string): unknown {
  return field === "superBuiltupArea" ? fields.superBuiltupArea.value : fields[field as keyof OwnerFields];
}

type Writable = { set(path: string, value: unknown): unknown };

/** Writes one owner change onto the stored listing. */
export function applyOwnerChange(doc: Writable, field: string, after: unknown): void {
  switch (field) {
    case "photos":
      doc.set(
        "images",
        (after as string[]).map((url, i) => ({ url, isPrimary: i === 0 })),
      );
      doc.set("pictures", after);
      break;
    case "availableFrom":
      doc.set("availableFrom", after ? new Date(`${after as string}T00:00:00Z`) : undefined);
      break;
    case "securityDeposit":
      doc.set("securityDeposit", after ?? undefined);
      break;
    case "superBuiltupArea":
      doc.set("superBuiltupArea.value", after);
      break;
    case "geo":
      // Without a pin the model puts the listing at its place's centre, approximate.
      doc.set("location.geo", after ? { ...(after as object), approximate: false } : undefined);
      break;
    case "areaOnly":
      doc.set("location.areaOnly", after === true);
      break;
    case "location": {
      const place = after as OwnerFields["location"];
      doc.set("location.address", place.address);
      doc.set("location.city", place.city);
      doc.set("location.locality", place.locality || undefined);
      break;
    }
    default:
      doc.set(field, after);
  }
}

/**
 * What follows from the kind of listing once owner changes are written: a plot has no rooms and its own
 * property type, a sale no deposit, and a switch between rent and sale changes the price's label.
 */
export function settleKind(
  doc: Writable & { type: string; propertyType: string },
  changed: string[],
  propertyType?: string,
): void {
  if (doc.type === "land") {
    doc.set("propertyType", LAND_PROPERTY_TYPE);
    doc.set("bhk", 0);
    doc.set("bathrooms", 0);
  } else if (doc.propertyType === LAND_PROPERTY_TYPE) {
    doc.set("propertyType", propertyType ?? "Flats/Apartments");
  }
  if (changed.includes("type")) doc.set("priceLabel", doc.type === "rent" ? "per month" : "");
  if (doc.type !== "rent") doc.set("securityDeposit", undefined);
}
