"use client";

import { useController, useWatch } from "react-hook-form";
import type { ListingValues } from "@/components/listing-form/form-values";
import { useListingWords } from "@/components/listing-form/form-words";
import {
  AmenitiesSection,
  DescriptionField,
  FurnishingField,
  PriceField,
  RoomSelects,
  TitleField,
} from "@/components/listing-form/listing-fields";
import { PriceHint } from "@/components/listing-form/price-hint";
import { useBind, useIsLand, useListingForm } from "@/components/listing-form/use-listing-form";
import { fillWords } from "@/lib/i18n/words";

// The fields the owner's and the admin's arrangements share, bound to the listing form by their names; each
// arrangement says how its form words and lays them out.

export function TitleInput({ placeholder }: { placeholder?: string }) {
  const bind = useBind();
  return <TitleField required className="sm:col-span-2" placeholder={placeholder} {...bind("title")} />;
}

/** The description; the owner's form counts its characters as they are typed. */
export function DescriptionInput({ owner }: { owner: boolean }) {
  const bind = useBind();
  const { text } = useListingWords();
  const description = useWatch<ListingValues, "description">({ name: "description" });
  return (
    <DescriptionField
      label={owner ? text.form.aboutProperty : text.form.description}
      rows={owner ? 5 : 4}
      className={owner ? "mt-4" : "sm:col-span-2"}
      hint={owner ? fillWords(text.form.characters, { typed: description.length, max: 4096 }) : undefined}
      {...bind("description")}
    />
  );
}

/** The price, labelled by the listing type chosen, with what similar listings in its locality ask. */
export function PriceInput({ rentLabel, min }: { rentLabel: string; min: number }) {
  const bind = useBind();
  const type = useWatch<ListingValues, "type">({ name: "type" });
  return (
    <div>
      <PriceField listingType={type} rentLabel={rentLabel} required min={min} {...bind("price")} />
      <PriceHint />
    </div>
  );
}

/** Bedrooms and bathrooms, switched off (and shown blank) for a plot or land; what was chosen comes back. */
export function RoomsInput({
  bedroomsLabel,
  required = false,
  landHint,
}: {
  bedroomsLabel: string;
  required?: boolean;
  landHint?: string;
}) {
  const { control } = useListingForm();
  const isLand = useIsLand();
  const bhk = useController({ control, name: "bhk" });
  const bathrooms = useController({ control, name: "bathrooms" });
  const room = ({ field, fieldState }: Pick<typeof bhk, "fieldState"> & { field: Omit<typeof bhk.field, "name"> }) => ({
    value: field.value,
    onChange: field.onChange,
    ref: field.ref,
    error: fieldState.error?.message,
  });
  return (
    <RoomSelects
      isLand={isLand}
      bedroomsLabel={bedroomsLabel}
      required={required}
      landHint={landHint}
      bedrooms={room(bhk)}
      bathrooms={room(bathrooms)}
    />
  );
}

export function FurnishingInput({ required = false, disabled = false }: { required?: boolean; disabled?: boolean }) {
  const bind = useBind();
  return <FurnishingField required={required} disabled={disabled} {...bind("furnishing")} />;
}

/** The amenities ticked, in the order they were ticked. */
export function AmenitiesInput({ choices, gridClassName }: { choices: readonly string[]; gridClassName: string }) {
  const { control } = useListingForm();
  const { field, fieldState } = useController({ control, name: "amenities" });
  const toggle = (name: string) =>
    field.onChange(field.value.includes(name) ? field.value.filter((a) => a !== name) : [...field.value, name]);
  return (
    <AmenitiesSection
      choices={choices}
      chosen={field.value}
      onToggle={toggle}
      gridClassName={gridClassName}
      error={fieldState.error?.message}
    />
  );
}
