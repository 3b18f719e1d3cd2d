"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { setFlashMessage } from "@/components/providers/flash-message";
import { ADMIN_AMENITIES, LISTING_TYPE_OPTIONS, PARKING_OPTIONS } from "@/components/admin/add-property-options";
import { AmenitiesSection, ListingSection, RoomSelects } from "@/components/listing-form/listing-fields";
import { PhotoPicker, type PhotoPickerWording, type PickedPhoto } from "@/components/listing-form/photo-picker";
import { focusFirstInvalid, useListingValues } from "@/components/listing-form/use-listing-values";
import { answerErrors, issuesByPath } from "@/components/admin/issues-by-path";
import { perFileProgress, uploadWithProgress } from "@/components/admin/upload-with-progress";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { useHydrated } from "@/components/ui/use-hydrated";
import {
  AREA_UNITS,
  FACINGS,
  FURNISHING,
  LAND_PROPERTY_TYPE,
  MAX_IMAGE_MB,
  PHOTO_LIMITS_TEXT,
  PROPERTY_TYPES,
} from "@/lib/listings/options";
import { createPropertyFieldsSchema, NO_IMAGE_MESSAGE } from "@/lib/validation/listing";

const EMPTY = {
  title: "",
  description: "",
  price: "",
  propertyType: "Flats/Apartments" as string,
  type: "rent",
  bhk: "",
  bathrooms: "",
  furnishing: "Unfurnished",
  superArea: "",
  superUnit: "sqft",
  carpetArea: "",
  carpetUnit: "sqft",
  totalFloors: "",
  floorNo: "",
  facing: "",
  bachelorsAllowed: false,
  maintenanceMonthly: "",
  carParking: "0",
  address: "",
  city: "Bhubaneswar",
  state: "Odisha",
  country: "India",
  zipCode: "",
  contactNumber: "",
  contactEmail: "",
  amenities: [] as string[],
};

type Values = typeof EMPTY;

const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

const IMAGE_WORDING: PhotoPickerWording = {
  label: "Upload images",
  hint: `PNG, JPG, GIF or WebP, ${PHOTO_LIMITS_TEXT}.`,
  noun: "images",
  notAnImage: "a PNG, JPG, GIF or WebP image",
  sizeLimit: `${MAX_IMAGE_MB} MB`,
  stored: "Uploaded",
};

/** Drops fields left empty, as the form sends them: an empty optional field means "not given". */
function withoutBlanks(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== "" && v !== undefined)
      .map(([k, v]) =>
        v && typeof v === "object" && !Array.isArray(v) ? [k, withoutBlanks(v as Record<string, unknown>)] : [k, v],
      ),
  );
}

/** The listing as the shared schema reads it: nested where the model nests, land without rooms. */
function payloadOf(v: Values): Record<string, unknown> {
  const isLand = v.propertyType === LAND_PROPERTY_TYPE;
  return withoutBlanks({
    title: v.title,
    description: v.description,
    price: v.price,
    propertyType: v.propertyType,
    type: v.type,
    ...(isLand ? { bathrooms: "0" } : { bhk: v.bhk, bathrooms: v.bathrooms }),
    furnishing: v.furnishing,
    superBuiltupArea: { value: v.superArea, unit: v.superUnit },
    carpetArea: { value: v.carpetArea, unit: v.carpetUnit },
    totalFloors: v.totalFloors,
    floorNo: v.floorNo,
    facing: v.facing,
    bachelorsAllowed: v.bachelorsAllowed,
    maintenanceMonthly: v.maintenanceMonthly,
    carParking: v.carParking,
    location: { address: v.address, city: v.city, state: v.state, country: v.country, zipCode: v.zipCode },
    contactNumber: v.contactNumber,
    contactEmail: v.contactEmail,
    amenities: v.amenities,
  });
}

/** Multipart with dotted names for nested fields (`location.city`), amenities repeated, then the files. */
function formDataOf(payload: Record<string, unknown>, images: PickedPhoto[]): FormData {
  const body = new FormData();
  const put = (name: string, value: unknown) => {
    if (value === undefined || value === "") return;
    if (Array.isArray(value)) value.forEach((item) => body.append(name, String(item)));
    else if (typeof value === "object" && value !== null)
      Object.entries(value).forEach(([part, inner]) => put(`${name}.${part}`, inner));
    else body.append(name, String(value));
  };
  Object.entries(payload).forEach(([name, value]) => put(name, value));
  images.forEach((image) => body.append("images", image.file, image.file.name));
  return body;
}

/** The admin's Add Property form: every field of a listing, with images uploaded as it is created. */
export function AddPropertyTab() {
  const router = useRouter();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const { values, setValues, set, toggleAmenity } = useListingValues<Values>(EMPTY);
  const [images, setImages] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<"idle" | "uploading" | "creating">("idle");
  const busy = phase !== "idle";
  const isLand = values.propertyType === LAND_PROPERTY_TYPE;

  function setPropertyType(propertyType: string) {
    // Plots & Land is always a land listing, and a land listing is always Plots & Land.
    setValues((v) => ({
      ...v,
      propertyType,
      type: propertyType === LAND_PROPERTY_TYPE ? "land" : v.type === "land" ? "sale" : v.type,
    }));
  }

  function setType(type: string) {
    setValues((v) => ({
      ...v,
      type,
      propertyType:
        type === "land"
          ? LAND_PROPERTY_TYPE
          : v.propertyType === LAND_PROPERTY_TYPE
            ? "Flats/Apartments"
            : v.propertyType,
    }));
  }

  function showErrors(next: Record<string, string>) {
    setErrors(next);
    focusFirstInvalid(form.current);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = payloadOf(values);
    const parsed = createPropertyFieldsSchema.safeParse(payload);
    const found = parsed.success ? {} : issuesByPath(parsed.error.issues);
    if (images.length === 0) found.images = NO_IMAGE_MESSAGE;
    if (Object.keys(found).length) {
      if (found.images && Object.keys(found).length === 1) toast.error(NO_IMAGE_MESSAGE);
      showErrors(found);
      return;
    }
    setErrors({});
    setPhase("uploading");
    setImages((list) =>
      list.map(({ status, message, ...image }) => (void status, void message, { ...image, progress: 0 })),
    );
    const sizes = images.map((image) => image.file.size);
    const answer = await uploadWithProgress<{
      property?: { _id: string };
      errors?: Record<string, string>;
      images?: Array<{ status: "Success" | "Failed"; message?: string }>;
    }>("/api/property/property", formDataOf(payload, images), {
      onProgress: (progress) => {
        const done = perFileProgress(sizes, progress);
        setImages((list) => list.map((image, i) => ({ ...image, progress: done[i] })));
      },
      onSent: () => setPhase("creating"),
    });
    setPhase("idle");
    const outcomes = answer.body.images;
    // The server answers per file, in the order sent.
    setImages((list) => list.map((image, i) => ({ ...image, progress: undefined, ...(outcomes?.[i] ?? {}) })));
    if (answer.status === 0) {
      toast.error("Failed to upload images. Please try again.");
      return;
    }
    if (!answer.ok || !answer.body.property?._id) {
      const fields = answerErrors(answer.body);
      if (Object.keys(fields).length) showErrors(fields);
      toast.error(answer.body.message ?? "Error creating property");
      return;
    }
    // The public page has its own layout and toast container (the admin one unmounts on the way), so the
    // message travels with the navigation and shows once that page has loaded.
    setFlashMessage("Property created successfully!");
    images.forEach((image) => URL.revokeObjectURL(image.preview));
    router.push(`/properties/${answer.body.property._id}`);
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Add property" className="space-y-6">
      <ListingSection id="basic-heading" title="Basic information">
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Title"
            required
            maxLength={70}
            className="sm:col-span-2"
            value={values.title}
            onChange={set("title")}
            error={errors.title}
          />
          <TextAreaField
            label="Description"
            rows={4}
            maxLength={4096}
            className="sm:col-span-2"
            value={values.description}
            onChange={set("description")}
            error={errors.description}
          />
          <TextField
            label={values.type === "rent" ? "Price (₹ per month)" : "Price (₹)"}
            required
            type="number"
            inputMode="numeric"
            min={0}
            value={values.price}
            onChange={set("price")}
            error={errors.price}
          />
          <SelectField
            label="Listing type"
            required
            options={LISTING_TYPE_OPTIONS}
            value={values.type}
            onChange={(e) => setType(e.target.value)}
            error={errors.type}
          />
          <SelectField
            label="Property type"
            required
            options={options(PROPERTY_TYPES)}
            value={values.propertyType}
            onChange={(e) => setPropertyType(e.target.value)}
            error={errors.propertyType}
          />
          <SelectField
            label="Furnishing"
            required
            options={options(FURNISHING)}
            value={values.furnishing}
            onChange={set("furnishing")}
            error={errors.furnishing}
          />
          <RoomSelects
            isLand={isLand}
            bedroomsLabel="BHK"
            required
            landHint="Plots and land have no bedrooms"
            bedrooms={{ value: values.bhk, onChange: set("bhk"), error: errors.bhk }}
            bathrooms={{ value: values.bathrooms, onChange: set("bathrooms"), error: errors.bathrooms }}
          />
        </div>
      </ListingSection>

      <ListingSection id="details-heading" title="Area and details">
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label="Super built-up area"
            type="number"
            inputMode="decimal"
            min={0}
            value={values.superArea}
            onChange={set("superArea")}
            error={errors["superBuiltupArea.value"]}
          />
          <SelectField
            label="Super built-up unit"
            options={options(AREA_UNITS)}
            value={values.superUnit}
            onChange={set("superUnit")}
          />
          <TextField
            label="Carpet area"
            type="number"
            inputMode="decimal"
            min={0}
            value={values.carpetArea}
            onChange={set("carpetArea")}
            error={errors["carpetArea.value"]}
          />
          <SelectField
            label="Carpet area unit"
            options={options(AREA_UNITS)}
            value={values.carpetUnit}
            onChange={set("carpetUnit")}
          />
          <TextField
            label="Total floors"
            type="number"
            inputMode="numeric"
            min={1}
            value={values.totalFloors}
            onChange={set("totalFloors")}
            error={errors.totalFloors}
          />
          <TextField
            label="Floor number"
            type="number"
            inputMode="numeric"
            min={0}
            value={values.floorNo}
            onChange={set("floorNo")}
            error={errors.floorNo}
          />
          <SelectField
            label="Facing"
            options={[{ value: "", label: "Not specified" }, ...options(FACINGS)]}
            value={values.facing}
            onChange={set("facing")}
            error={errors.facing}
          />
          <SelectField
            label="Car parking"
            options={PARKING_OPTIONS}
            value={values.carParking}
            onChange={set("carParking")}
            error={errors.carParking}
          />
          <TextField
            label="Maintenance (₹ per month)"
            type="number"
            inputMode="numeric"
            min={0}
            value={values.maintenanceMonthly}
            onChange={set("maintenanceMonthly")}
            error={errors.maintenanceMonthly}
          />
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={values.bachelorsAllowed}
              onChange={(e) => setValues((v) => ({ ...v, bachelorsAllowed: e.target.checked }))}
              className="accent-brand-600 h-4 w-4"
            />
            Bachelors allowed
          </label>
        </div>
      </ListingSection>

      <ListingSection id="location-heading" title="Location and contact">
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Address"
            className="sm:col-span-2"
            value={values.address}
            onChange={set("address")}
            error={errors["location.address"]}
          />
          <TextField label="City" value={values.city} onChange={set("city")} error={errors["location.city"]} />
          <TextField label="State" value={values.state} onChange={set("state")} error={errors["location.state"]} />
          <TextField
            label="Country"
            value={values.country}
            onChange={set("country")}
            error={errors["location.country"]}
          />
          <TextField
            label="PIN code"
            inputMode="numeric"
            maxLength={6}
            value={values.zipCode}
            onChange={set("zipCode")}
            error={errors["location.zipCode"]}
          />
          <TextField
            label="Contact number"
            required
            type="tel"
            inputMode="numeric"
            value={values.contactNumber}
            onChange={set("contactNumber")}
            error={errors.contactNumber}
          />
          <TextField
            label="Contact email"
            type="email"
            value={values.contactEmail}
            onChange={set("contactEmail")}
            error={errors.contactEmail}
          />
        </div>
      </ListingSection>

      <AmenitiesSection
        choices={ADMIN_AMENITIES}
        chosen={values.amenities}
        onToggle={toggleAmenity}
        gridClassName="grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-5"
        error={errors.amenities}
      />

      <ListingSection id="images-heading" title="Images">
        <div className="mt-4">
          <PhotoPicker
            photos={images}
            onChange={(next) => {
              setImages(next);
              if (next.length) setErrors(({ images: _, ...rest }) => (void _, rest));
            }}
            wording={IMAGE_WORDING}
            error={errors.images}
            disabled={busy}
          />
        </div>
      </ListingSection>

      {errors._ && (
        <p role="alert" className="rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {errors._}
        </p>
      )}
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={busy || !hydrated}
          className="bg-brand-600 hover:bg-brand-700 w-full rounded-lg px-6 py-3 font-semibold text-white disabled:cursor-wait disabled:opacity-60 sm:w-auto"
        >
          {phase === "uploading" ? "Uploading images..." : phase === "creating" ? "Creating..." : "Create Property"}
        </button>
      </div>
    </form>
  );
}
