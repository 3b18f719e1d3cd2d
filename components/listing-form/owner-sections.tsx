"use client";

import type { ReactNode } from "react";
import { useController, useWatch } from "react-hook-form";
import { listingTypeFor, propertyTypeFor, type ListingValues } from "@/components/listing-form/form-values";
import {
  AvailableFromField,
  DepositField,
  ListingSection,
  NumberField,
  options,
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
  return (
    <SelectField
      label="Property type"
      options={options(isLand ? [LAND_PROPERTY_TYPE] : BUILT_PROPERTY_TYPES)}
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
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <RoomsInput bedroomsLabel="Bedrooms" />
      <NumberField label="Area (sq.ft)" min={1} {...bind("superBuiltupArea.value")} />
      <FurnishingInput disabled={isLand} />
      {type === "rent" && <DepositField {...bind("securityDeposit")} />}
      {!isLand && <AvailableFromField {...bind("availableFrom")} />}
    </div>
  );
}

function OwnerContact() {
  const bind = useBind();
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-3">
      <TextField label="Owner name" required autoComplete="name" {...bind("owner.name")} />
      <TextField
        label="Owner phone"
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...bind("owner.phone")}
      />
      <TextField label="Owner email" required type="email" autoComplete="email" {...bind("owner.email")} />
    </div>
  );
}

/** The owner's sections in order; `photos` is the photo section, placed before the owner's details. */
export function OwnerSections({ photos }: { photos: ReactNode }) {
  return (
    <>
      <ListingSection id="basic-heading" title="Basic Information">
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TitleInput placeholder="e.g. 2BHK flat near Infocity, Patia" />
          <ListingTypeChoice />
          <PropertyTypeChoice />
          <PriceInput rentLabel="Monthly rent (₹)" min={1} />
          <AddressInput owner />
          <LocalityField required />
          <CityField />
          <PinField />
        </div>
      </ListingSection>

      <ListingSection id="details-heading" title="Property Details">
        <OwnerDetails />
      </ListingSection>

      <AmenitiesInput choices={PUBLIC_FORM_AMENITIES} gridClassName="grid-cols-2 gap-3 sm:grid-cols-4" />

      <ListingSection id="description-heading" title="Description">
        <DescriptionInput owner />
      </ListingSection>

      {photos}

      <ListingSection id="owner-heading" title="Owner Details">
        <OwnerContact />
      </ListingSection>
    </>
  );
}
