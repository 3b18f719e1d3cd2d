"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import {
  AvailableFromField,
  DepositField,
  DescriptionField,
  FurnishingField,
  PriceField,
  TitleField,
} from "@/components/listing-form/listing-fields";
import { callRoute, failureMessage } from "@/components/ui/api";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { editMyListing, type OwnerListing } from "@/lib/contracts/owners";
import type { Furnishing } from "@/lib/listings/options";
import { ownerListingEditSchema, type OwnerListingEditPayload } from "@/lib/validation/owner-listing";
import { z } from "@/lib/validation/zod";

type Values = {
  title: string;
  price: string;
  securityDeposit: string;
  availableFrom: string;
  furnishing: string;
  description: string;
};

const numberOrUndefined = (text: string) => (text.trim() === "" ? undefined : Number(text));

const valuesOf = (listing: OwnerListing): Values => ({
  title: listing.title,
  price: String(listing.price),
  securityDeposit: listing.securityDeposit == null ? "" : String(listing.securityDeposit),
  availableFrom: listing.availableFrom ?? "",
  furnishing: listing.furnishing ?? "Unfurnished",
  description: listing.description ?? "",
});

/**
 * Only what the owner changed is sent: every change of a live listing is judged on its own (a new price shows
 * at once, a new title waits for review), so an unchanged field must not count as an edit.
 */
function changesOf(listing: OwnerListing, values: Values): OwnerListingEditPayload {
  const deposit = numberOrUndefined(values.securityDeposit) ?? null;
  const availableFrom = values.availableFrom || null;
  return {
    ...(values.title !== listing.title ? { title: values.title } : {}),
    ...(Number(values.price) !== listing.price ? { price: numberOrUndefined(values.price) } : {}),
    ...(listing.type === "rent" && deposit !== listing.securityDeposit ? { securityDeposit: deposit } : {}),
    ...(availableFrom !== listing.availableFrom ? { availableFrom } : {}),
    ...(values.furnishing !== listing.furnishing ? { furnishing: values.furnishing as Furnishing } : {}),
    ...(values.description !== listing.description ? { description: values.description } : {}),
  };
}

/** The form's values through the server's own schema, as the changes it would send. */
const editSchema = (listing: OwnerListing) =>
  z
    .object({
      title: z.string(),
      price: z.string(),
      securityDeposit: z.string(),
      availableFrom: z.string(),
      furnishing: z.string(),
      description: z.string(),
    })
    .transform((values) => changesOf(listing, values))
    .pipe(ownerListingEditSchema);

/**
 * The owner's edit of a listing on the profile, with the fields of the List Your Property form: the schema's
 * messages show beside the fields before anything is sent, and the server's own beside them after.
 */
export function OwnerEditForm({ listing, onSaved }: { listing: OwnerListing; onSaved: (l: OwnerListing) => void }) {
  const schema = useMemo(() => editSchema(listing), [listing]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    defaultValues: valuesOf(listing),
    resolver: zodResolver(schema),
  });

  async function save(changes: z.output<typeof schema>) {
    if (!Object.keys(changes).length) return onSaved(listing);
    const answer = await callRoute(editMyListing, { params: { id: listing._id }, json: changes });
    if (!answer.ok || !answer.body.listing) {
      for (const [field, message] of Object.entries(answer.body.errors ?? {}))
        setError(field as keyof Values, { message });
      return void toast.error(failureMessage(answer, "Could not save the changes"));
    }
    toast.success(answer.body.message ?? "Saved");
    onSaved(answer.body.listing);
  }

  const id = (field: keyof Values) => `${field}-${listing._id}`;
  const error = (field: keyof Values) => errors[field]?.message;
  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      aria-label={`Edit ${listing.title}`}
      className="mt-4 grid gap-3 sm:grid-cols-2"
    >
      <TitleField
        id={id("title")}
        error={error("title")}
        hint="Changes to the title are reviewed before they show"
        className="sm:col-span-2"
        {...register("title")}
      />
      <PriceField
        id={id("price")}
        listingType={listing.type}
        rentLabel="Rent per month (₹)"
        error={error("price")}
        {...register("price")}
      />
      {listing.type === "rent" && (
        <DepositField id={id("securityDeposit")} error={error("securityDeposit")} {...register("securityDeposit")} />
      )}
      <AvailableFromField id={id("availableFrom")} error={error("availableFrom")} {...register("availableFrom")} />
      <FurnishingField id={id("furnishing")} error={error("furnishing")} {...register("furnishing")} />
      <DescriptionField
        id={id("description")}
        rows={4}
        error={error("description")}
        hint="Changes to the description are reviewed before they show"
        className="sm:col-span-2"
        {...register("description")}
      />
      <div className="sm:col-span-2">
        <SubmitButton
          busy={isSubmitting}
          label="Save changes"
          busyLabel="Saving..."
          className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 font-semibold text-white disabled:opacity-60"
        />
      </div>
    </form>
  );
}
