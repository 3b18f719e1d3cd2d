"use client";

import type { ComponentProps, ReactNode, Ref } from "react";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { FURNISHING, LISTING_TYPES } from "@/domain/listings/options";

// The blocks of the listing form, as they look: the form's layouts (owner-sections.tsx, admin-sections.tsx)
// bind them to its values. The owner's edit form on the profile uses the same fields, so a listing's field
// reads and checks alike wherever it is typed.

export const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

/** A number typed in a text box (a price, an area, a count). */
export function NumberField({
  decimal = false,
  min = 0,
  ...input
}: Omit<ComponentProps<typeof TextField>, "type" | "inputMode"> & { decimal?: boolean }) {
  return <TextField type="number" inputMode={decimal ? "decimal" : "numeric"} min={min} {...input} />;
}

type InputProps = Omit<ComponentProps<typeof TextField>, "label">;

export function TitleField(props: InputProps) {
  return <TextField label="Title" maxLength={70} {...props} />;
}

export function DescriptionField({
  label = "Description",
  ...props
}: Omit<ComponentProps<typeof TextAreaField>, "label"> & { label?: string }) {
  return <TextAreaField label={label} maxLength={4096} {...props} />;
}

/** The price, named by the listing type: a rent is by the month. */
export function PriceField({
  listingType,
  rentLabel,
  min = 0,
  ...props
}: Omit<InputProps, "type" | "inputMode"> & { listingType: string; rentLabel: string }) {
  return (
    <TextField
      label={listingType === "rent" ? rentLabel : "Price (₹)"}
      type="number"
      inputMode="numeric"
      min={min}
      {...props}
    />
  );
}

export function DepositField(props: Omit<InputProps, "type" | "inputMode">) {
  return <TextField label="Security deposit (₹)" type="number" inputMode="numeric" min={0} {...props} />;
}

export function AvailableFromField(props: Omit<InputProps, "type">) {
  return <TextField label="Available from" type="date" {...props} />;
}

export function FurnishingField(props: Omit<ComponentProps<typeof SelectField>, "label" | "options">) {
  return <SelectField label="Furnishing" options={options(FURNISHING)} {...props} />;
}

/** The owner's form names the listing types as the SPEC does: "Sell" for a sale. */
const TYPE_LABELS = { rent: "Rent", sale: "Sell", land: "Land" } as const;

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

type RoomField = {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

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
  const rooms = (label: string, { error, ...control }: RoomField, hint?: string) => (
    <SelectField
      label={label}
      required={required && !isLand}
      disabled={isLand}
      hint={isLand ? hint : undefined}
      options={ROOM_OPTIONS}
      {...control}
      value={isLand ? "" : control.value}
      error={error}
    />
  );
  return (
    <>
      {rooms(bedroomsLabel, bedrooms, landHint)}
      {rooms("Bathrooms", bathrooms)}
    </>
  );
}

/** The owner's choice of listing type, as buttons. */
export function TypeRadios({ value, onChange }: { value: string; onChange: (type: string) => void }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">Listing type</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {LISTING_TYPES.map((type) => (
          <label
            key={type}
            className="has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700 has-[:focus-visible]:outline-brand-500 flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 has-[:focus-visible]:outline-3"
          >
            <input
              type="radio"
              name="type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="accent-brand-600"
            />
            {TYPE_LABELS[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="accent-brand-600 h-4 w-4"
      />
      {label}
    </label>
  );
}
