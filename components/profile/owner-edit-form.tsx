"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import {
  AvailableFromField,
  DepositField,
  DescriptionField,
  FurnishingField,
  PriceField,
  TitleField,
} from "@/components/listing-form/listing-fields";
import { PinPicker } from "@/components/maps/pin-picker";
import { callRoute, failureMessage } from "@/components/ui/api";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { editMyListing, type OwnerListing } from "@/lib/contracts/owners";
import { editSchema, valuesOf, type OwnerEditValues as Values } from "@/components/profile/owner-edit-values";
import type { z } from "@/lib/validation/zod";
import { cityCentre, localityCentre } from "@/lib/geo/centres";

type Located = {
  city?: string | null;
  locality?: string | null;
  geo?: { lat: number; lng: number; approximate?: boolean } | null;
  areaOnly?: boolean | null;
};

/** The listing's place and point as the owner's own view of it has them. */
function placeOf(listing: OwnerListing) {
  const location = (listing as { location?: Located | null }).location ?? {};
  const exact =
    location.geo && location.geo.approximate === false ? { lat: location.geo.lat, lng: location.geo.lng } : null;
  return {
    centre: localityCentre(location.city, location.locality) ?? cityCentre(location.city),
    exact,
    areaOnly: location.areaOnly === true,
  };
}

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
    // A failed submit moves focus to the first invalid field, as every form of the site does.
    shouldFocusError: true,
  });

  const place = useMemo(() => placeOf(listing), [listing]);
  // The map's part of the edit: sent only when the owner placed or moved the pin, or changed the choice.
  const [pin, setPin] = useState<{ lat: number; lng: number } | null>(null);
  const [areaOnly, setAreaOnly] = useState(place.areaOnly);
  const [pinError, setPinError] = useState<string | undefined>();

  async function save(fieldChanges: z.output<typeof schema>) {
    const changes = {
      ...fieldChanges,
      ...(pin ? { geo: pin } : {}),
      ...(areaOnly !== place.areaOnly ? { areaOnly } : {}),
    };
    if (!Object.keys(changes).length) return onSaved(listing);
    setPinError(undefined);
    const answer = await callRoute(editMyListing, { params: { id: listing._id }, json: changes });
    if (!answer.ok || !answer.body.listing) {
      // The server's field errors land like the schema's: focus goes to the first of them.
      Object.entries(answer.body.errors ?? {}).forEach(([field, message], index) => {
        if (field === "geo" || field.startsWith("geo.")) setPinError(message);
        else setError(field as keyof Values, { message }, { shouldFocus: index === 0 });
      });
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
      <PinPicker
        pin={pin}
        onPin={setPin}
        centre={place.centre}
        stored={place.exact}
        areaOnly={areaOnly}
        onAreaOnly={setAreaOnly}
        error={pinError}
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
