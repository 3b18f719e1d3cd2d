"use client";

import { ListingForm } from "@/components/listing-form/listing-form";

/** The admin's Add Property tab: the listing form with every field of a listing, images uploaded as it is created. */
export function AddPropertyTab() {
  return <ListingForm mode="add" />;
}
