import { z } from "@/lib/validation/zod";
import { isInOdisha, ODISHA_BOUNDS } from "@/domain/geo/centres";
import { blankToUndefined } from "@/lib/validation/preprocess";

// Browser-safe: the pin a person placed or moved on a listing form's map. Sent as `geo: { lat, lng }` in
// JSON, or as `geo.lat` and `geo.lng` in a multipart form; a form whose pin was never touched leaves both
// out (or blank), and the listing stands at its locality's centre, approximate.

export const OUTSIDE_ODISHA_MESSAGE = `geo: the pin must be inside Odisha (latitude ${ODISHA_BOUNDS.south} to ${ODISHA_BOUNDS.north}, longitude ${ODISHA_BOUNDS.west} to ${ODISHA_BOUNDS.east})`;

const degrees = (name: "lat" | "lng", min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: `geo.${name} must be a number of degrees` })
      .finite(`geo.${name} must be a number of degrees`)
      .min(min, `geo.${name} must be between ${min} and ${max}`)
      .max(max, `geo.${name} must be between ${min} and ${max}`),
  );

const bothBlank = (v: unknown) =>
  v &&
  typeof v === "object" &&
  !Array.isArray(v) &&
  Object.values(v).every((part) => blankToUndefined(part) === undefined)
    ? undefined
    : v;

/** A placed pin: both coordinates, inside Odisha. */
export const pinSchema = z
  .strictObject(
    { lat: degrees("lat", -90, 90), lng: degrees("lng", -180, 180) },
    { message: "geo must be { lat, lng }" },
  )
  .refine(isInOdisha, OUTSIDE_ODISHA_MESSAGE);

/** A new listing's pin: optional; a form that sends it blank placed none. */
export const newPinSchema = z.preprocess(bothBlank, pinSchema.optional());

/** An edit's pin: a new one, null to go back to the locality's centre, or left out to keep it. */
export const editPinSchema = z.preprocess((v) => (v === null ? null : bothBlank(v)), pinSchema.nullable().optional());

/** Multipart sends the choice as text ("true", "on" for a ticked box). */
export const areaOnlySchema = z.preprocess(
  (v) => {
    const given = blankToUndefined(v);
    if (given === "true" || given === "on" || given === "1") return true;
    if (given === "false" || given === "off" || given === "0") return false;
    return given;
  },
  z.boolean({ message: "areaOnly must be yes or no" }).optional(),
);
