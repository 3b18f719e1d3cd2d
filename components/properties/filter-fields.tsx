"use client";

import type { InputHTMLAttributes, SelectHTMLAttributes } from "react";
import { FILTER_AMENITIES, FURNISHING, POSTED_BY, TENANT_TYPES } from "@/domain/listings/options";
import { sortOptions } from "@/lib/listings/links/filter-labels";
import { LANDMARKS } from "@/domain/geo/landmarks";
import { placeName } from "@/domain/geo/local-place-name";
import { DEFAULT_RADIUS_KM } from "@/lib/listings/geo-words";
import { CHIP_BHKS } from "@/lib/listings/query-words";
import { choiceLabel } from "@/lib/i18n/choices";
import { fillWords } from "@/lib/i18n/words";
import type { FieldWords } from "@/lib/i18n/list-words";
import type { Locale } from "@/lib/i18n/locales";

// The fields of both listing filters: the members' search on /properties, whose fields apply as they
// change, and a place page's plain GET form, whose fields are named and sent with the form. Each field
// takes either way of being driven (value and onChange, or name and defaultValue). Imported as a namespace:
// <Filters.Furnishing />. Each takes the page's words (`words`, from the server parent).

type Worded = { words: FieldWords };

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
type ControlProps = Sizing & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">;
type BoxProps = Sizing & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;
/** The named fields' props: a control's, and the page's words. */
type SelectProps = ControlProps & Worded;
type InputProps = BoxProps & Worded;

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
}: ControlProps & { label: string; anyLabel?: string; choices: readonly Choice[] }) {
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
export function Input({ id, tall, large, label, ...input }: BoxProps & { label: string }) {
  return (
    <div>
      <label htmlFor={id} className={labelLook}>
        {label}
      </label>
      <input id={id} className={look({ tall, large })} {...input} />
    </div>
  );
}

/** "2 BHK" in every language: the market writes BHK as it is (docs/i18n.md). */
export const bedroomChoices = ({ lists }: Pick<FieldWords, "lists">) =>
  CHIP_BHKS.map((bhk) => ({ value: bhk, label: fillWords(lists.fields.bhk, { bhk }) }));

type ChoiceGroup = "furnishing" | "postedBy" | "tenant" | "propertyType";
const named = (words: FieldWords, group: ChoiceGroup, values: readonly string[]) =>
  values.map((value) => ({ value, label: choiceLabel(words.choices, group, value) }));

export function Furnishing({ words, ...props }: SelectProps) {
  const f = words.lists.fields;
  return <Select label={f.furnishing} anyLabel={f.any} choices={named(words, "furnishing", FURNISHING)} {...props} />;
}

export function PostedBy({ anyLabel, words, ...props }: SelectProps & { anyLabel: string }) {
  return (
    <Select
      label={words.lists.fields.postedBy}
      anyLabel={anyLabel}
      choices={named(words, "postedBy", POSTED_BY)}
      {...props}
    />
  );
}

export function Tenant({ words, ...props }: SelectProps) {
  const f = words.lists.fields;
  return <Select label={f.tenant} anyLabel={f.anyone} choices={named(words, "tenant", TENANT_TYPES)} {...props} />;
}

export function PropertyType({ types, words, ...props }: SelectProps & { types: readonly string[] }) {
  const f = words.lists.fields;
  return <Select label={f.propertyType} anyLabel={f.any} choices={named(words, "propertyType", types)} {...props} />;
}

/** The order; "Distance" is offered only when the search names a place to measure from. */
export function Sort({ label, near, words, ...props }: SelectProps & { label: string; near?: string }) {
  const names = words.lists.sort as Record<string, string>;
  const choices = sortOptions({ near }).map((o) => ({ value: o.value, label: names[o.value] ?? o.label }));
  return <Select label={label} choices={choices} {...props} />;
}

/**
 * The words of the "Near" field alone: the home hero's search shows it without the list's other filters, so
 * its page hands down these three words rather than the whole Lists and Choices namespaces.
 */
export type NearWords = {
  locale: Locale;
  lists: { fields: Pick<FieldWords["lists"]["fields"], "near" | "anywhere" | "pointOnMap"> };
};

/** The landmarks by their names in the page's script. */
const landmarkChoices = (words: NearWords) =>
  LANDMARKS.map((landmark) => ({ value: landmark.slug, label: placeName(words.locale, landmark.name, "landmark") }));

/**
 * "Near ...": one of the named landmarks (`near`). A point set on a map (`near=lat,lng`) shows as one more
 * choice, so the field never hides the search it is part of.
 */
export function Near({ value, words, ...props }: ControlProps & { value?: string; words: NearWords }) {
  const f = words.lists.fields;
  const landmarks = landmarkChoices(words);
  const choices =
    value && !landmarks.some((c) => c.value === value) ? [...landmarks, { value, label: f.pointOnMap }] : landmarks;
  return <Select label={f.near} anyLabel={f.anywhere} choices={choices} value={value} {...props} />;
}

const RADII = [1, 2, 3, 5, 10, 15, 25];
export const radiusChoices = ({ lists }: Pick<FieldWords, "lists">) =>
  RADII.map((km) => ({ value: km, label: fillWords(lists.fields.within, { km }) }));

/** How far from the `near` place, in km; without it the search looks DEFAULT_RADIUS_KM around. */
export function Radius({ words, ...props }: SelectProps) {
  return <Select label={words.lists.fields.distance} choices={radiusChoices(words)} {...props} />;
}
export { DEFAULT_RADIUS_KM };

export function AvailableBy({ words, ...props }: Omit<InputProps, "type">) {
  return <Input label={words.lists.fields.availableBy} type="date" {...props} />;
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
  words,
}: {
  words: FieldWords;
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
      <legend className={labelLook}>{words.lists.fields.amenities}</legend>
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
            {choiceLabel(words.choices, "amenity", amenity)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
