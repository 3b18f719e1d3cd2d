"use client";

import type { ReactNode } from "react";
import { useController, useWatch } from "react-hook-form";
import { listingTypeFor, propertyTypeFor, type ListingValues } from "@/components/listing-form/form-values";
import { useListingWords } from "@/components/listing-form/form-words";
import {
  AvailableFromField,
  choiceOptions,
  DepositField,
  ListingSection,
  NumberField,
  TypeRadios,
} from "@/components/listing-form/listing-fields";
import { AddressInput, CityField, LocalityField, PinField } from "@/components/listing-form/location-fields";
import {
  AmenitiesInput,
  DescriptionInput,
  FurnishingInput,
  PriceInput,
  RoomsInput,
  TitleInput,
} from "@/components/listing-form/shared-fields";
import { useBind, useIsLand, useListingForm } from "@/components/listing-form/use-listing-form";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { BUILT_PROPERTY_TYPES, LAND_PROPERTY_TYPE, PUBLIC_FORM_AMENITIES } from "@/domain/listings/options";

// The owner's List Your Property page: the listing as an owner tells it, in the SPEC's words, with fewer
// fields than the admin's, and the owner's own contact, which the team sees and the public never does. Each
// field is bound where it is drawn, so the fields register in the order they show and a failed submit
// focuses the first one in error.

/** Rent, Sell or Land as buttons; the property type follows (land is always Plots & Land). */
function ListingTypeChoice() {
  const { control, getValues, setValue } = useListingForm();
  const { field } = useController({ control, name: "type" });
  return (
    <TypeRadios
      value={field.value}
      onChange={(type) => {
        field.onChange(type);
        setValue("propertyType", propertyTypeFor(type, getValues("propertyType")));
      }}
    />
  );
}

/** Built property types only; for land the one choice, Plots & Land, fixed. */
function PropertyTypeChoice() {
  const { control, getValues, setValue } = useListingForm();
  const { field, fieldState } = useController({ control, name: "propertyType" });
  const isLand = useIsLand();
  const { text, choices } = useListingWords();
  return (
    <SelectField
      label={text.form.propertyType}
      options={choiceOptions(isLand ? [LAND_PROPERTY_TYPE] : BUILT_PROPERTY_TYPES, choices, "propertyType")}
      {...field}
      disabled={isLand}
      onChange={(event) => {
        field.onChange(event);
        setValue("type", listingTypeFor(event.target.value, getValues("type")));
      }}
      error={fieldState.error?.message}
    />
  );
}

/** Rooms, area, furnishing, and what applies to this kind: a rent's deposit, a home's move-in day. */
function OwnerDetails() {
  const bind = useBind();
  const isLand = useIsLand();
  const type = useWatch<ListingValues, "type">({ name: "type" });
  const { text } = useListingWords();
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <RoomsInput bedroomsLabel={text.form.bedrooms} />
      <NumberField label={text.form.area} min={1} {...bind("superBuiltupArea.value")} />
      <FurnishingInput disabled={isLand} />
      {type === "rent" && <DepositField {...bind("securityDeposit")} />}
      {!isLand && <AvailableFromField {...bind("availableFrom")} />}
    </div>
  );
}

function OwnerContact() {
  const bind = useBind();
  const { text } = useListingWords();
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-3">
      <TextField label={text.form.ownerName} required autoComplete="name" {...bind("owner.name")} />
      <TextField
        label={text.form.ownerPhone}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...bind("owner.phone")}
      />
      <TextField label={text.form.ownerEmail} required type="email" autoComplete="email" {...bind("owner.email")} />
    </div>
  );
}

/** The owner's sections in order; `photos` is the photo section, placed before the owner's details. */
export function OwnerSections({ photos }: { photos: ReactNode }) {
  const { form } = useListingWords().text;
  return (
    <>
      <ListingSection id="basic-heading" title={form.basic}>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TitleInput placeholder={form.titlePlaceholder} />
          <ListingTypeChoice />
          <PropertyTypeChoice />
          <PriceInput rentLabel={form.monthlyRent} min={1} />
          <AddressInput owner />
          <LocalityField required />
          <CityField />
          <PinField />
        </div>
      </ListingSection>

      <ListingSection id="details-heading" title={form.details}>
        <OwnerDetails />
      </ListingSection>

      <AmenitiesInput choices={PUBLIC_FORM_AMENITIES} gridClassName="grid-cols-2 gap-3 sm:grid-cols-4" />

      <ListingSection id="description-heading" title={form.description}>
        <DescriptionInput owner />
      </ListingSection>

      {photos}

      <ListingSection id="owner-heading" title={form.owner}>
        <OwnerContact />
      </ListingSection>
    </>
  );
}
