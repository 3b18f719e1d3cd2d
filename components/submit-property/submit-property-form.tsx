"use client";

import { ListingForm } from "@/components/listing-form/listing-form";

/** The public List Your Property form: the listing form with the owner's contact, validated here and again by the server. */
export function SubmitPropertyForm() {
  return <ListingForm mode="submit" />;
}
