"use client";

import { useMemo } from "react";
import { useController } from "react-hook-form";
import { FormAlert } from "@/components/forms/form-alert";
import { useSayError } from "@/components/forms/error-words";
import { errorOf, showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import {
  ENGLISH_LISTING_WORDS,
  ListingWordsProvider,
  useListingWords,
  type ListingFormWords,
} from "@/components/listing-form/form-words";
import {
  AvailableFromField,
  DepositField,
  DescriptionField,
  FurnishingField,
  PriceField,
  TitleField,
} from "@/components/listing-form/listing-fields";
import { PinPicker } from "@/components/maps/pin-picker";
import { callRoute } from "@/components/ui/api";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { editMyListing, type OwnerListing } from "@/lib/contracts/owners";
import { editSchema, placeOf, valuesOf, type OwnerEditValues as Values } from "@/components/profile/owner-edit-values";
import { fillWords } from "@/lib/i18n/words";

/**
 * The owner's edit of a listing on the profile, with the fields of the List Your Property form: the schema's
 * messages show beside the fields before anything is sent, and the server's own beside them after.
 *
 * `words`: the profile page's language (lib/i18n/listing-form-words.ts, read by the page's server component);
 * English without them.
 */
export function OwnerEditForm({
  words = ENGLISH_LISTING_WORDS,
  ...props
}: {
  listing: OwnerListing;
  onSaved: (l: OwnerListing) => void;
  words?: ListingFormWords;
}) {
  return (
    <ListingWordsProvider words={words}>
      <OwnerEditFields {...props} />
    </ListingWordsProvider>
  );
}

function OwnerEditFields({ listing, onSaved }: { listing: OwnerListing; onSaved: (l: OwnerListing) => void }) {
  const { text, maps } = useListingWords();
  const words = text.edit;
  const say = useSayError();
  const schema = useMemo(() => editSchema(listing), [listing]);
  const form = useZodForm(schema, { defaultValues: valuesOf(listing) });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const place = useMemo(() => placeOf(listing), [listing]);
  // The map's part of the edit: a pin placed or moved, and whether only the area shows.
  const pin = useController({ control, name: "geo" });
  const areaOnly = useController({ control, name: "areaOnly" });

  const save = handleSubmit(async (changes) => {
    if (!Object.keys(changes).length) return onSaved(listing);
    const answer = await callRoute(editMyListing, { params: { id: listing._id }, json: changes });
    if (!answer.ok || !answer.body.listing) {
      toast.error(showServerErrors(form, answer, words.saveFailed));
      return;
    }
    toast.success(answer.body.message ? say(answer.body.message) : words.saved);
    onSaved(answer.body.listing);
  });

  const id = (field: keyof Values) => `${field}-${listing._id}`;
  const error = (field: keyof Values) => errors[field]?.message;
  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={fillWords(words.formLabel, { title: listing.title })}
      className="mt-4 grid gap-3 sm:grid-cols-2"
    >
      <TitleField
        id={id("title")}
        error={error("title")}
        hint={words.titleHint}
        className="sm:col-span-2"
        {...register("title")}
      />
      <PriceField
        id={id("price")}
        listingType={listing.type}
        rentLabel={words.rentPerMonth}
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
        hint={words.descriptionHint}
        className="sm:col-span-2"
        {...register("description")}
      />
      <PinPicker
        pin={pin.field.value}
        onPin={pin.field.onChange}
        centre={place.centre}
        stored={place.exact}
        areaOnly={areaOnly.field.value}
        onAreaOnly={areaOnly.field.onChange}
        words={maps}
        error={errorOf(errors, "geo") ?? errorOf(errors, "geo.lat") ?? errorOf(errors, "geo.lng")}
      />
      <FormAlert message={errors.root?.server?.message} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <SubmitButton
          busy={isSubmitting}
          label={words.save}
          busyLabel={words.saving}
          className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 font-semibold text-white disabled:opacity-60"
        />
      </div>
    </form>
  );
}
