"use client";

import { useRef, useState, type FormEvent } from "react";
import { AmenitiesSection, ListingSection, RoomSelects } from "@/components/listing-form/listing-fields";
import { PhotoPicker, type PhotoPickerWording, type PickedPhoto } from "@/components/listing-form/photo-picker";
import { focusFirstInvalid, useListingValues } from "@/components/listing-form/use-listing-values";
import { SubmittedDialog, type SubmittedResult } from "@/components/submit-property/submitted-dialog";
import { callApi } from "@/components/ui/api";
import { fieldErrors } from "@/components/ui/field-errors";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import {
  BUILT_PROPERTY_TYPES,
  FURNISHING,
  LAND_PROPERTY_TYPE,
  MAX_IMAGE_MB,
  PHOTO_LIMITS_TEXT,
  PUBLIC_FORM_AMENITIES,
  SUBMISSION_TYPES,
} from "@/lib/listings/options";

type Values = {
  title: string;
  type: (typeof SUBMISSION_TYPES)[number];
  propertyType: string;
  price: string;
  location: string;
  locality: string;
  city: string;
  bedrooms: string;
  bathrooms: string;
  area: string;
  furnishing: string;
  securityDeposit: string;
  availableFrom: string;
  amenities: string[];
  description: string;
  ownerName: string;
  ownerPhone: string;
  ownerEmail: string;
};

const EMPTY: Values = {
  title: "",
  type: "rent",
  propertyType: "Flats/Apartments",
  price: "",
  location: "",
  locality: "",
  city: "Bhubaneswar",
  bedrooms: "",
  bathrooms: "",
  area: "",
  furnishing: "Unfurnished",
  securityDeposit: "",
  availableFrom: "",
  amenities: [],
  description: "",
  ownerName: "",
  ownerPhone: "",
  ownerEmail: "",
};

const TYPE_LABELS = { rent: "Rent", sell: "Sell", land: "Land" } as const;

const PHOTO_WORDING: PhotoPickerWording = {
  label: "Add photos",
  hint: `JPEG, PNG, GIF or WebP, ${PHOTO_LIMITS_TEXT}.`,
  noun: "photos",
  notAnImage: "a JPEG, PNG, GIF or WebP image",
  sizeLimit: `${MAX_IMAGE_MB} MB`,
  stored: "Success",
};

/** The public List Your Property form: validated here and again by the server. */
export function SubmitPropertyForm() {
  const { values, setValues, set, toggleAmenity } = useListingValues<Values>(EMPTY);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A new picker on reset, so a notice about refused files goes with the rest of the form.
  const [pickerKey, setPickerKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState<SubmittedResult | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const isLand = values.type === "land";

  function reset() {
    photos.forEach((p) => URL.revokeObjectURL(p.preview));
    setValues(EMPTY);
    setPhotos([]);
    setErrors({});
    setPickerKey((k) => k + 1);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The shared schema is loaded on first submit, keeping the validation library out of the first load.
    const { submissionSchema } = await import("@/lib/validation/submission");
    const parsed = submissionSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const body = new FormData();
    // Fields that do not apply to the chosen type are not sent (a plot has no rooms, a sale no deposit).
    const unused = [
      ...(isLand ? ["bedrooms", "bathrooms", "furnishing", "propertyType", "availableFrom"] : []),
      ...(values.type === "rent" ? [] : ["securityDeposit"]),
    ];
    for (const [key, value] of Object.entries(values)) {
      if (key === "amenities") (value as string[]).forEach((a) => body.append("amenities", a));
      else if (!unused.includes(key)) body.append(key, value as string);
    }
    photos.forEach((p) => body.append("images", p.file, p.file.name));
    const answer = await callApi<{ errors?: Record<string, string>; images?: SubmittedResult["images"] }>(
      "/api/property/submissions",
      { body },
    );
    setSubmitting(false);
    const { images } = answer.body;
    if (images) {
      // The server answers per file, in the order sent.
      setPhotos((current) => current.map((p, i) => ({ ...p, ...images[i] })));
    }
    if (answer.status === 0) {
      setErrors({ _: "Something went wrong, please try again." });
      return;
    }
    if (!answer.ok || !answer.body.success) {
      setErrors({ ...(answer.body.errors ?? {}), _: answer.body.message ?? "Failed to submit your property" });
      return;
    }
    setSubmitted({ images: images ?? [] });
    reset();
  }

  return (
    <>
      <form
        ref={form}
        onSubmit={onSubmit}
        onReset={reset}
        noValidate
        className="space-y-6"
        aria-label="List your property"
      >
        <ListingSection id="basic-heading" title="Basic Information">
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField
              label="Title"
              required
              maxLength={70}
              className="sm:col-span-2"
              placeholder="e.g. 2BHK flat near Infocity, Patia"
              value={values.title}
              onChange={set("title")}
              error={errors.title}
            />
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium text-slate-800">Listing type</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {SUBMISSION_TYPES.map((type) => (
                  <label
                    key={type}
                    className="has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700 has-[:focus-visible]:outline-brand-500 flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 has-[:focus-visible]:outline-3"
                  >
                    <input
                      type="radio"
                      name="type"
                      value={type}
                      checked={values.type === type}
                      onChange={() => setValues((v) => ({ ...v, type }))}
                      className="accent-brand-600"
                    />
                    {TYPE_LABELS[type]}
                  </label>
                ))}
              </div>
            </fieldset>
            <SelectField
              label="Property type"
              disabled={isLand}
              options={(isLand ? [LAND_PROPERTY_TYPE] : BUILT_PROPERTY_TYPES).map((t) => ({ value: t, label: t }))}
              value={isLand ? LAND_PROPERTY_TYPE : values.propertyType}
              onChange={set("propertyType")}
              error={errors.propertyType}
            />
            <TextField
              label={values.type === "rent" ? "Monthly rent (₹)" : "Price (₹)"}
              required
              type="number"
              inputMode="numeric"
              min={1}
              value={values.price}
              onChange={set("price")}
              error={errors.price}
            />
            <TextField
              label="Location"
              required
              placeholder="Street and locality, e.g. Lane 3, Patia"
              value={values.location}
              onChange={set("location")}
              error={errors.location}
            />
            <TextField
              label="Locality"
              placeholder="e.g. Patia, Nayapalli"
              value={values.locality}
              onChange={set("locality")}
              error={errors.locality}
            />
            <TextField label="City" value={values.city} onChange={set("city")} error={errors.city} />
          </div>
        </ListingSection>

        <ListingSection id="details-heading" title="Property Details">
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <RoomSelects
              isLand={isLand}
              bedroomsLabel="Bedrooms"
              bedrooms={{ value: values.bedrooms, onChange: set("bedrooms"), error: errors.bedrooms }}
              bathrooms={{ value: values.bathrooms, onChange: set("bathrooms"), error: errors.bathrooms }}
            />
            <TextField
              label="Area (sq.ft)"
              type="number"
              inputMode="numeric"
              min={1}
              value={values.area}
              onChange={set("area")}
              error={errors.area}
            />
            <SelectField
              label="Furnishing"
              disabled={isLand}
              options={FURNISHING.map((f) => ({ value: f, label: f }))}
              value={values.furnishing}
              onChange={set("furnishing")}
              error={errors.furnishing}
            />
            {values.type === "rent" && (
              <TextField
                label="Security deposit (₹)"
                type="number"
                inputMode="numeric"
                min={0}
                value={values.securityDeposit}
                onChange={set("securityDeposit")}
                error={errors.securityDeposit}
              />
            )}
            {!isLand && (
              <TextField
                label="Available from"
                type="date"
                value={values.availableFrom}
                onChange={set("availableFrom")}
                error={errors.availableFrom}
              />
            )}
          </div>
        </ListingSection>

        <AmenitiesSection
          choices={PUBLIC_FORM_AMENITIES}
          chosen={values.amenities}
          onToggle={toggleAmenity}
          gridClassName="grid-cols-2 gap-3 sm:grid-cols-4"
        />

        <ListingSection id="description-heading" title="Description">
          <TextAreaField
            label="About the property"
            className="mt-4"
            rows={5}
            maxLength={4096}
            hint={`${values.description.length}/4096 characters`}
            value={values.description}
            onChange={set("description")}
            error={errors.description}
          />
        </ListingSection>

        <ListingSection id="photos-heading" title="Upload Photos">
          <div className="mt-4">
            <PhotoPicker
              key={pickerKey}
              photos={photos}
              onChange={setPhotos}
              wording={PHOTO_WORDING}
              disabled={submitting}
            />
          </div>
        </ListingSection>

        <ListingSection id="owner-heading" title="Owner Details">
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            <TextField
              label="Owner name"
              required
              autoComplete="name"
              value={values.ownerName}
              onChange={set("ownerName")}
              error={errors.ownerName}
            />
            <TextField
              label="Owner phone"
              required
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={values.ownerPhone}
              onChange={set("ownerPhone")}
              error={errors.ownerPhone}
            />
            <TextField
              label="Owner email"
              required
              type="email"
              autoComplete="email"
              value={values.ownerEmail}
              onChange={set("ownerEmail")}
              error={errors.ownerEmail}
            />
          </div>
        </ListingSection>

        {errors._ && (
          <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
            {errors._}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            busy={submitting}
            label="Submit Property"
            busyLabel="Submitting..."
            className="bg-brand-600 hover:bg-brand-700 rounded-lg px-6 py-3 font-semibold text-white disabled:opacity-60"
          />
          <button
            type="reset"
            disabled={submitting}
            className="rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Reset
          </button>
        </div>
      </form>
      <SubmittedDialog result={submitted} onClose={() => setSubmitted(null)} />
    </>
  );
}
