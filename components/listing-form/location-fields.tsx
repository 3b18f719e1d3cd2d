"use client";

import { useId, useState } from "react";
import { useController, useWatch } from "react-hook-form";
import { errorOf } from "@/components/forms/use-zod-form";
import { loadLocalities } from "@/components/home/locality-combobox";
import type { ListingValues } from "@/components/listing-form/form-values";
import { useListingWords } from "@/components/listing-form/form-words";
import { useBind, useListingForm } from "@/components/listing-form/use-listing-form";
import { PinPicker } from "@/components/maps/pin-picker";
import { TextField } from "@/components/ui/form-fields";
import { cityCentre, localityCentre } from "@/domain/geo/centres";

// Where the listing is: its locality (a known one or a new one), its city and the pin on the map.

/**
 * The locality: a known one from the list of localities that have listings (suggested as the person types),
 * or a new one typed in full. The list is fetched on first focus.
 */
export function LocalityField({ required = false }: { required?: boolean }) {
  const bind = useBind();
  const { text } = useListingWords();
  const listId = useId();
  const [known, setKnown] = useState<string[]>([]);
  return (
    <>
      <TextField
        label={text.form.locality}
        required={required}
        placeholder={text.form.localityPlaceholder}
        list={listId}
        autoComplete="off"
        hint={text.form.localityHint}
        onFocus={() => void loadLocalities().then((names) => setKnown(names ?? []))}
        {...bind("location.locality")}
      />
      <datalist id={listId}>
        {known.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}

/** The admin panel's name for the street address (the admin panel is in English). */
const ADMIN_ADDRESS = "Address";

/** The street address: the owner's form calls it the location. */
export function AddressInput({ owner }: { owner: boolean }) {
  const bind = useBind();
  const { text } = useListingWords();
  return owner ? (
    <TextField
      label={text.form.location}
      required
      placeholder={text.form.locationPlaceholder}
      {...bind("location.address")}
    />
  ) : (
    <TextField label={ADMIN_ADDRESS} className="sm:col-span-2" {...bind("location.address")} />
  );
}

export function CityField({ required = false }: { required?: boolean }) {
  const bind = useBind();
  const { text } = useListingWords();
  return <TextField label={text.form.city} required={required} {...bind("location.city")} />;
}

/**
 * The pin on the map, centred on the locality typed (or the city), and the choice to show only the area.
 * `stored` is the exact point the listing has, which the picker shows until a new pin is placed.
 */
export function PinField({ stored = null }: { stored?: { lat: number; lng: number } | null }) {
  const {
    control,
    formState: { errors },
  } = useListingForm();
  const { maps } = useListingWords();
  const [city, locality] = useWatch<ListingValues, ["location.city", "location.locality"]>({
    name: ["location.city", "location.locality"],
  });
  const geo = useController({ control, name: "geo" });
  const areaOnly = useController({ control, name: "areaOnly" });
  const { lat, lng } = geo.field.value;
  return (
    <PinPicker
      pin={lat && lng ? { lat: Number(lat), lng: Number(lng) } : null}
      onPin={(pin) => geo.field.onChange(pin ? { lat: String(pin.lat), lng: String(pin.lng) } : { lat: "", lng: "" })}
      centre={localityCentre(city, locality) ?? cityCentre(city)}
      areaOnly={areaOnly.field.value}
      onAreaOnly={areaOnly.field.onChange}
      stored={stored}
      words={maps}
      error={errorOf(errors, "geo") ?? errorOf(errors, "geo.lat") ?? errorOf(errors, "geo.lng")}
    />
  );
}
