"use client";

import type { InputHTMLAttributes, SelectHTMLAttributes } from "react";
import { FILTER_AMENITIES, FURNISHING, POSTED_BY, TENANT_TYPES } from "@/domain/listings/options";
import { POSTED_BY_LABELS, sortOptions, TENANT_LABELS } from "@/lib/listings/links/filter-labels";
import { LANDMARKS } from "@/domain/geo/landmarks";
import { DEFAULT_RADIUS_KM } from "@/lib/listings/geo-words";
import { CHIP_BHKS } from "@/lib/listings/query-words";

// The fields of both listing filters: the members' search on /properties, whose fields apply as they
// change, and a place page's plain GET form, whose fields are named and sent with the form. Each field
// takes either way of being driven (value and onChange, or name and defaultValue). Imported as a namespace:
// <Filters.Furnishing />.

const labelLook = "block text-sm font-medium text-slate-700";
const controlLook = "focus:border-brand-500 mt-1 w-full rounded-lg border border-slate-300 bg-white px-3";

type FilterAmenity = (typeof FILTER_AMENITIES)[number];
type Choice = { value: string | number; label: string };
type Sizing = {
  id: string;
  /** The place page's taller controls (a finger's height on a phone). */
  tall?: boolean;
  /** The home hero's controls: as tall as the search's own boxes beside them. */
  large?: boolean;
};
type SelectProps = Sizing & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">;
type InputProps = Sizing & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

const look = ({ tall = false, large = false }: Omit<Sizing, "id">) =>
  `${controlLook} ${large ? "h-12 text-base" : tall ? "h-11 text-sm" : "h-10 text-sm"}`;

/** A labelled select whose first choice ("Any") leaves the filter off. */
export function Select({
  id,
  tall,
  large,
  label,
  anyLabel,
  choices,
  ...select
}: SelectProps & { label: string; anyLabel?: string; choices: readonly Choice[] }) {
  return (
    <div>
      <label htmlFor={id} className={labelLook}>
        {label}
      </label>
      <select id={id} className={look({ tall, large })} {...select}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled text box for a filter (a price or area bound, a date). */
export function Input({ id, tall, large, label, ...input }: InputProps & { label: string }) {
  return (
    <div>
      <label htmlFor={id} className={labelLook}>
        {label}
      </label>
      <input id={id} className={look({ tall, large })} {...input} />
    </div>
  );
}

const named = (values: readonly string[], labels?: Record<string, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

export const BEDROOM_CHOICES = CHIP_BHKS.map((bhk) => ({ value: bhk, label: `${bhk} BHK` }));
const FURNISHING_CHOICES = named(FURNISHING);
const POSTED_BY_CHOICES = named(POSTED_BY, POSTED_BY_LABELS);
const TENANT_CHOICES = named(TENANT_TYPES, TENANT_LABELS);

export function Furnishing(props: SelectProps) {
  return <Select label="Furnishing" anyLabel="Any" choices={FURNISHING_CHOICES} {...props} />;
}

export function PostedBy({ anyLabel, ...props }: SelectProps & { anyLabel: string }) {
  return <Select label="Posted by" anyLabel={anyLabel} choices={POSTED_BY_CHOICES} {...props} />;
}

export function Tenant(props: SelectProps) {
  return <Select label="Tenant" anyLabel="Anyone" choices={TENANT_CHOICES} {...props} />;
}

export function PropertyType({ types, ...props }: SelectProps & { types: readonly string[] }) {
  return <Select label="Property type" anyLabel="Any" choices={named(types)} {...props} />;
}

/** The order; "Distance" is offered only when the search names a place to measure from. */
export function Sort({ label, near, ...props }: SelectProps & { label: string; near?: string }) {
  return <Select label={label} choices={sortOptions({ near })} {...props} />;
}

const LANDMARK_CHOICES = LANDMARKS.map((landmark) => ({ value: landmark.slug, label: landmark.name }));

/**
 * "Near ...": one of the named landmarks (`near`). A point set on a map (`near=lat,lng`) shows as one more
 * choice, so the field never hides the search it is part of.
 */
export function Near({ value, ...props }: SelectProps & { value?: string }) {
  const choices =
    value && !LANDMARK_CHOICES.some((c) => c.value === value)
      ? [...LANDMARK_CHOICES, { value, label: "The point on the map" }]
      : LANDMARK_CHOICES;
  return <Select label="Near" anyLabel="Anywhere" choices={choices} value={value} {...props} />;
}

export const RADIUS_CHOICES = [1, 2, 3, 5, 10, 15, 25].map((km) => ({ value: km, label: `Within ${km} km` }));

/** How far from the `near` place, in km; without it the search looks DEFAULT_RADIUS_KM around. */
export function Radius(props: SelectProps) {
  return <Select label="Distance" choices={RADIUS_CHOICES} {...props} />;
}
export { DEFAULT_RADIUS_KM };

export function AvailableBy(props: Omit<InputProps, "type">) {
  return <Input label="Available by" type="date" {...props} />;
}

/**
 * "Amenities (all of)": one checkbox an amenity. Given `onToggle` the boxes follow `chosen`; without it they
 * start from `chosen` and are sent with the form under `name`.
 */
export function Amenities({
  chosen,
  onToggle,
  name,
  tall = false,
  className,
  gridClassName,
}: {
  chosen: readonly string[];
  onToggle?: (amenity: FilterAmenity, checked: boolean) => void;
  name?: string;
  tall?: boolean;
  className?: string;
  /** The grid's columns, sized to the form's width. */
  gridClassName: string;
}) {
  return (
    <fieldset className={className}>
      <legend className={labelLook}>Amenities (all of)</legend>
      <div className={`mt-1 grid grid-cols-2 gap-x-3 ${gridClassName}`}>
        {FILTER_AMENITIES.map((amenity) => (
          <label
            key={amenity}
            className={`flex items-center gap-2 text-sm text-slate-700 ${tall ? "min-h-11" : "min-h-9"}`}
          >
            <input
              type="checkbox"
              name={name}
              value={amenity}
              {...(onToggle
                ? {
                    checked: chosen.includes(amenity),
                    onChange: (event) => onToggle(amenity, event.target.checked),
                  }
                : { defaultChecked: chosen.includes(amenity) })}
              className="accent-brand-600 h-4 w-4"
            />
            {amenity}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
