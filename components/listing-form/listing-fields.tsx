"use client";

import type { ReactNode } from "react";
import { SelectField } from "@/components/ui/form-fields";

// The blocks the owner's "List your property" form and the admin's "Add property" form share; each form
// arranges them with its own fields (the admin's areas and contact, the owner's details and deposit).

const ROOM_OPTIONS = [
  { value: "", label: "Select" },
  ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) })),
];

const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
const cardTitle = "text-lg font-semibold text-slate-900";

/** A card of the form with its heading, which names the card's region. */
export function ListingSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The amenities card: one checkbox a choice, the group named by its legend. */
export function AmenitiesSection({
  choices,
  chosen,
  onToggle,
  gridClassName,
  error,
}: {
  choices: readonly string[];
  chosen: readonly string[];
  onToggle: (name: string) => void;
  /** Tailwind grid columns and gap, sized to the number of choices. */
  gridClassName: string;
  error?: string;
}) {
  return (
    <section aria-labelledby="amenities-heading" className={card}>
      <fieldset>
        <legend id="amenities-heading" className={cardTitle}>
          Amenities
        </legend>
        <div className={`mt-4 grid ${gridClassName}`}>
          {choices.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={chosen.includes(name)}
                onChange={() => onToggle(name)}
                className="accent-brand-600 h-4 w-4"
              />
              {name}
            </label>
          ))}
        </div>
        {error && <p className="mt-2 text-sm text-rose-700">{error}</p>}
      </fieldset>
    </section>
  );
}

type RoomField = { value: string; onChange: (event: { target: { value: string } }) => void; error?: string };

/** Bedrooms and bathrooms, 1 to 5; a plot or land has neither, so both are switched off and blank for it. */
export function RoomSelects({
  isLand,
  bedroomsLabel,
  required = false,
  landHint,
  bedrooms,
  bathrooms,
}: {
  isLand: boolean;
  bedroomsLabel: string;
  /** Whether a built property must give its rooms. */
  required?: boolean;
  /** Said under the bedrooms while they are switched off for land. */
  landHint?: string;
  bedrooms: RoomField;
  bathrooms: RoomField;
}) {
  const rooms = (label: string, field: RoomField, hint?: string) => (
    <SelectField
      label={label}
      required={required && !isLand}
      disabled={isLand}
      hint={isLand ? hint : undefined}
      options={ROOM_OPTIONS}
      value={isLand ? "" : field.value}
      onChange={field.onChange}
      error={field.error}
    />
  );
  return (
    <>
      {rooms(bedroomsLabel, bedrooms, landHint)}
      {rooms("Bathrooms", bathrooms)}
    </>
  );
}
