import { z } from "@/lib/validation/zod";
import { ODISHA_BOUNDS } from "@/domain/geo/centres";

// Browser-safe: the centre an admin sets for a locality the built-in data does not know (the dashboard's
// "Localities without a centre" dialog, PUT /api/admin/localities).

const { south, north, west, east } = ODISHA_BOUNDS;

const degrees = (name: string, min: number, max: number) => {
  const inside = `${name} must be inside Odisha (${min} to ${max})`;
  return z
    .number({ message: `${name} must be a number of degrees` })
    .finite(`${name} must be a number of degrees`)
    .min(min, inside)
    .max(max, inside);
};

const placeName = (what: string) =>
  z
    .string({ message: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(100, `The ${what} is at most 100 characters`);

/** A locality's centre: the city and locality as its listings name them, and a point inside Odisha. */
export const localityCentreSchema = z.strictObject({
  city: placeName("city"),
  locality: placeName("locality"),
  lat: degrees("Latitude", south, north),
  lng: degrees("Longitude", west, east),
});

export type LocalityCentreInput = z.infer<typeof localityCentreSchema>;
