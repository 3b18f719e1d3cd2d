"use client";

import { useState } from "react";

/**
 * A listing form's values: `set(field)` makes a change handler for one text field, `toggleAmenity` ticks or
 * unticks one amenity.
 */
export function useListingValues<V extends { amenities: string[] }>(empty: V) {
  const [values, setValues] = useState<V>(empty);
  const set = (field: keyof V) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const toggleAmenity = (name: string) =>
    setValues((v) => ({
      ...v,
      amenities: v.amenities.includes(name) ? v.amenities.filter((a) => a !== name) : [...v.amenities, name],
    }));
  return { values, setValues, set, toggleAmenity };
}
