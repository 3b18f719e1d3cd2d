"use client";

import type { ComponentProps, ReactNode, Ref } from "react";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { useListingWords } from "@/components/listing-form/form-words";
import { FURNISHING, LISTING_TYPES } from "@/domain/listings/options";
import { choiceLabel } from "@/lib/i18n/choices";
import type { Words } from "@/lib/i18n/words";

// The blocks of the listing form, as they look: the form's layouts (owner-sections.tsx, admin-sections.tsx)
// bind them to its values. The owner's edit form on the profile uses the same fields, so a listing's field
// reads and checks alike wherever it is typed.

export const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

/** An option list named in the page's language by its `Choices` group (a value it does not know as stored). */
export const choiceOptions = (
  list: readonly string[],
  choices: Words<"Choices">,
  group: "propertyType" | "furnishing" | "amenity",
) => list.map((v) => ({ value: v, label: choiceLabel(choices, group, v) }));

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
  const { text } = useListingWords();
  return <TextField label={text.form.title} maxLength={70} {...props} />;
}

export function DescriptionField({
  label,
  ...props
}: Omit<ComponentProps<typeof TextAreaField>, "label"> & { label?: string }) {
  const { text } = useListingWords();
  return <TextAreaField label={label ?? text.form.description} maxLength={4096} {...props} />;
}

/** The price, named by the listing type: a rent is by the month. */
export function PriceField({
  listingType,
  rentLabel,
  min = 0,
  ...props
}: Omit<InputProps, "type" | "inputMode"> & { listingType: string; rentLabel: string }) {
  const { text } = useListingWords();
  return (
    <TextField
      label={listingType === "rent" ? rentLabel : text.form.price}
      type="number"
      inputMode="numeric"
      min={min}
      {...props}
    />
  );
}

export function DepositField(props: Omit<InputProps, "type" | "inputMode">) {
  const { text } = useListingWords();
  return <TextField label={text.form.deposit} type="number" inputMode="numeric" min={0} {...props} />;
}

export function AvailableFromField(props: Omit<InputProps, "type">) {
  const { text } = useListingWords();
  return <TextField label={text.form.availableFrom} type="date" {...props} />;
}

export function FurnishingField(props: Omit<ComponentProps<typeof SelectField>, "label" | "options">) {
  const { text, choices } = useListingWords();
  return (
    <SelectField label={text.form.furnishing} options={choiceOptions(FURNISHING, choices, "furnishing")} {...props} />
  );
}

/** The owner's form names the listing types as the SPEC does: "Sell" for a sale. */
const TYPE_LABELS = { rent: "typeRent", sale: "typeSale", land: "typeLand" } as const;

const roomOptions = (select: string) => [
  { value: "", label: select },
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
  const { text, choices: names } = useListingWords();
  return (
    <section aria-labelledby="amenities-heading" className={card}>
      <fieldset>
        <legend id="amenities-heading" className={cardTitle}>
          {text.form.amenities}
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
              {choiceLabel(names, "amenity", name)}
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
  const { text } = useListingWords();
  const rooms = (label: string, { error, ...control }: RoomField, hint?: string) => (
    <SelectField
      label={label}
      required={required && !isLand}
      disabled={isLand}
      hint={isLand ? hint : undefined}
      options={roomOptions(text.form.select)}
      {...control}
      value={isLand ? "" : control.value}
      error={error}
    />
  );
  return (
    <>
      {rooms(bedroomsLabel, bedrooms, landHint)}
      {rooms(text.form.bathrooms, bathrooms)}
    </>
  );
}

/** The owner's choice of listing type, as buttons. */
export function TypeRadios({ value, onChange }: { value: string; onChange: (type: string) => void }) {
  const { text } = useListingWords();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">{text.form.listingType}</legend>
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
            {text.form[TYPE_LABELS[type]]}
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
