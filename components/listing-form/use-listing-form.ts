"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { fieldBinder, type ZodForm } from "@/components/forms/use-zod-form";
import { isLandListing, type ListingValues } from "@/components/listing-form/form-values";
import type { CheckedListing, ListingFormSchema } from "@/components/listing-form/form-schema";

// The listing form's state is one react-hook-form over its values (form-values.ts), checked by the server's
// schema of its post (form-schema.ts); its sections read and bind it through the form's context.

export type ListingFormApi = ZodForm<ListingFormSchema>;

/** The listing form around the calling section. */
export const useListingForm = () => useFormContext<ListingValues, unknown, CheckedListing>();

/** Binds a text field or a select by its name: its registration and its error, for the fields of form-fields.tsx. */
export const useBind = () => fieldBinder(useListingForm());

/** Whether a plot or land is being listed (no rooms, no furnishing asked of the owner). */
export function useIsLand(): boolean {
  const [type, propertyType] = useWatch<ListingValues, ["type", "propertyType"]>({ name: ["type", "propertyType"] });
  return isLandListing({ type, propertyType });
}
