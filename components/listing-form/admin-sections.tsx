"use client";

import type { ReactNode } from "react";
import { useController, useWatch } from "react-hook-form";
import { ACTIVE_OPTIONS } from "@/components/forms/save-record";
import { exactPoint, listingTypeFor, propertyTypeFor, type ListingValues } from "@/components/listing-form/form-values";
import {
  AvailableFromField,
  Checkbox,
  DepositField,
  ListingSection,
  NumberField,
  options,
} from "@/components/listing-form/listing-fields";
import { AddressInput, CityField, LocalityField, PinField } from "@/components/listing-form/location-fields";
import {
  ADMIN_AMENITIES,
  BACHELORS_OPTIONS,
  LISTING_TYPE_OPTIONS,
  PARKING_OPTIONS,
} from "@/components/listing-form/options";
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
import type { AdminListing } from "@/lib/contracts/admin";
import { AREA_UNITS, FACINGS, PROPERTY_TYPES } from "@/domain/listings/options";

// The admin's Add Property tab and Edit dialog: every field of a listing, the same in both, and in the
// dialog the live switch. Each field is bound where it is drawn, so the fields register in the order they
// show and a failed submit focuses the first one in error.

/** The listing type and the property type, each keeping the other right: land is always Plots & Land. */
function TypeSelects() {
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useListingForm();
  return (
    <>
      <SelectField
        label="Listing type"
        required
        options={LISTING_TYPE_OPTIONS}
        {...register("type", {
          onChange: (event) => setValue("propertyType", propertyTypeFor(event.target.value, getValues("propertyType"))),
        })}
        error={errors.type?.message}
      />
      <SelectField
        label="Property type"
        required
        options={options(PROPERTY_TYPES)}
        {...register("propertyType", {
          onChange: (event) => setValue("type", listingTypeFor(event.target.value, getValues("type"))),
        })}
        error={errors.propertyType?.message}
      />
    </>
  );
}

/** The admin's areas, floors and running costs. */
function AdminDetails() {
  const bind = useBind();
  const isLand = useIsLand();
  const type = useWatch<ListingValues, "type">({ name: "type" });
  const units = options(AREA_UNITS);
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <NumberField label="Super built-up area" decimal {...bind("superBuiltupArea.value")} />
      <SelectField label="Super built-up unit" options={units} {...bind("superBuiltupArea.unit")} />
      <NumberField label="Carpet area" decimal {...bind("carpetArea.value")} />
      <SelectField label="Carpet area unit" options={units} {...bind("carpetArea.unit")} />
      <NumberField label="Total floors" min={1} {...bind("totalFloors")} />
      <NumberField label="Floor number" {...bind("floorNo")} />
      <SelectField
        label="Facing"
        options={[{ value: "", label: "Not specified" }, ...options(FACINGS)]}
        {...bind("facing")}
      />
      <SelectField label="Car parking" options={PARKING_OPTIONS} {...bind("carParking")} />
      <NumberField label="Maintenance (₹ per month)" {...bind("maintenanceMonthly")} />
      <SelectField label="Bachelors" options={BACHELORS_OPTIONS} {...bind("bachelorsAllowed")} />
      {type === "rent" && <DepositField {...bind("securityDeposit")} />}
      {!isLand && <AvailableFromField {...bind("availableFrom")} />}
    </div>
  );
}

function LocationAndContact({ editing }: { editing: AdminListing | null }) {
  const bind = useBind();
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <AddressInput owner={false} />
      <LocalityField required />
      <CityField required />
      <PinField stored={editing ? exactPoint(editing.location) : null} />
      <TextField label="State" {...bind("location.state")} />
      <TextField label="Country" {...bind("location.country")} />
      <TextField label="PIN code" inputMode="numeric" maxLength={6} {...bind("location.zipCode")} />
      <TextField label="Contact number" required type="tel" inputMode="numeric" {...bind("contactNumber")} />
      <TextField label="Contact email" type="email" {...bind("contactEmail")} />
    </div>
  );
}

/** How the listing shows on the site: its badge, featured or not, and in the Edit dialog whether it is live. */
function OnTheSite({ editing }: { editing: AdminListing | null }) {
  const { control } = useListingForm();
  const bind = useBind();
  const featured = useController({ control, name: "featured" });
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField label="Badge" maxLength={40} hint="A short tag on the listing's card, e.g. New" {...bind("badge")} />
      <Checkbox label="Featured" checked={featured.field.value} onChange={featured.field.onChange} />
      {editing && (
        <SelectField
          label="Status"
          hint={editing.status === "pending" ? "Choosing Active approves this submission." : undefined}
          options={ACTIVE_OPTIONS}
          {...bind("isActive")}
        />
      )}
    </div>
  );
}

/**
 * The admin's sections in order. `editing` is the listing the Edit dialog edits (null on the Add tab);
 * `photos` is the images section, last.
 */
export function AdminSections({
  editing,
  rentLabel,
  photos,
}: {
  editing: AdminListing | null;
  rentLabel: string;
  photos: ReactNode;
}) {
  return (
    <>
      <ListingSection id="basic-heading" title="Basic information">
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TitleInput />
          <DescriptionInput owner={false} />
          <PriceInput rentLabel={rentLabel} min={0} />
          <TypeSelects />
          <FurnishingInput required />
          <RoomsInput bedroomsLabel="BHK" required landHint="Plots and land have no bedrooms" />
        </div>
      </ListingSection>

      <ListingSection id="details-heading" title="Area and details">
        <AdminDetails />
      </ListingSection>

      <ListingSection id="location-heading" title="Location and contact">
        <LocationAndContact editing={editing} />
      </ListingSection>

      <AmenitiesInput choices={ADMIN_AMENITIES} gridClassName="grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-5" />

      <ListingSection id="options-heading" title="On the site">
        <OnTheSite editing={editing} />
      </ListingSection>

      {photos}
    </>
  );
}
