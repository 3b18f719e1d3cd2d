"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { answerErrors, issuesByPath } from "@/components/forms/issues-by-path";
import { loadLocalities } from "@/components/home/locality-combobox";
import { perFileProgress, uploadWithProgress } from "@/components/forms/upload-with-progress";
import {
  EMPTY_LISTING_VALUES,
  isLandListing,
  changedListingFields,
  listingEditFormData,
  listingFields,
  listingFormData,
  listingValuesOf,
  nestedListing,
  type ListingFieldName,
  type ListingFormMode,
  type ListingValues,
} from "@/components/listing-form/form-values";
import {
  AdminDetails,
  AmenitiesSection,
  AvailableFromField,
  Checkbox,
  DepositField,
  DescriptionField,
  FurnishingField,
  ListingSection,
  NumberField,
  options,
  PriceField,
  RoomSelects,
  TitleField,
  TypeRadios,
} from "@/components/listing-form/listing-fields";
import { ADMIN_AMENITIES, LISTING_TYPE_OPTIONS } from "@/components/listing-form/options";
import {
  ADMIN_PHOTO_WORDING,
  OWNER_PHOTO_WORDING,
  PhotoPicker,
  type PhotoPickerWording,
  type PickedPhoto,
} from "@/components/listing-form/photo-picker";
import { showFieldErrors } from "@/components/forms/show-field-errors";
import { useListingValues } from "@/components/listing-form/use-listing-values";
import { setFlashMessage } from "@/components/providers/flash-message";
import { StoredPhotos } from "@/components/listing-form/stored-photos";
import { SubmittedDialog, type SubmittedResult } from "@/components/listing-form/submitted-dialog";
import { callRoute } from "@/components/ui/api";
import { DialogActions } from "@/components/ui/dialog-actions";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { ACTIVE_OPTIONS, saveRecord } from "@/components/forms/save-record";
import { PinPicker } from "@/components/maps/pin-picker";
import { localityCentre, cityCentre } from "@/lib/geo/centres";
import type { AdminListing } from "@/lib/contracts/admin";
import { createListing, submitListing, updateListing, type UploadedImage } from "@/lib/contracts/listings";
import {
  BUILT_PROPERTY_TYPES,
  LAND_PROPERTY_TYPE,
  PROPERTY_TYPES,
  PUBLIC_FORM_AMENITIES,
} from "@/lib/listings/options";

type Errors = Record<string, string>;

/** What each form calls its parts; the fields keep the same names everywhere. */
const WORDING: Record<
  ListingFormMode,
  { basic: string; details: string; rentPrice: string; photos: PhotoPickerWording | null }
> = {
  add: {
    basic: "Basic information",
    details: "Area and details",
    rentPrice: "Price (₹ per month)",
    photos: ADMIN_PHOTO_WORDING,
  },
  edit: {
    basic: "Basic information",
    details: "Area and details",
    rentPrice: "Monthly rent (₹)",
    photos: ADMIN_PHOTO_WORDING,
  },
  submit: {
    basic: "Basic Information",
    details: "Property Details",
    rentPrice: "Monthly rent (₹)",
    photos: OWNER_PHOTO_WORDING,
  },
};

type ListingFormProps =
  | { mode: "add" }
  | { mode: "submit"; contact?: { name: string; phone: string; email: string } }
  | { mode: "edit"; listing: AdminListing; onSaved: (saved: AdminListing) => void; onClose: () => void };

/**
 * The one listing form, in three modes: the admin's Add Property tab (every field of a listing, images
 * uploaded with progress as it is created), the admin's Edit dialog (the same fields, the stored images to
 * reorder or remove and new ones uploaded the same way, and the live switch), and the owner's List Your
 * Property page (the listing and the owner's contact, confirmed in a dialog). Each
 * validates with the server's own schema before it posts the fields by the model's names.
 */
export function ListingForm(props: ListingFormProps) {
  const { mode } = props;
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  // The Edit dialog's starting values, fixed while it is open: what its save compares against.
  const [initial] = useState(() => (props.mode === "edit" ? listingValuesOf(props.listing) : EMPTY_LISTING_VALUES));
  const { values, setValues, set, toggleAmenity } = useListingValues<ListingValues>(initial);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  // The Edit dialog's stored photos, cover first: kept, reordered or removed, saved with the rest.
  const [storedPhotos] = useState(() => (props.mode === "edit" ? coverFirst(props.listing.images) : []));
  const [kept, setKept] = useState(storedPhotos);
  const [errors, setErrors] = useState<Errors>({});
  // A new picker on reset, so a notice about refused files goes with the rest of the form.
  const [pickerKey, setPickerKey] = useState(0);
  const [phase, setPhase] = useState<"idle" | "uploading" | "creating" | "sending">("idle");
  const [submitted, setSubmitted] = useState<SubmittedResult | null>(null);
  const busy = phase !== "idle";
  const isLand = isLandListing(values);
  const contact = props.mode === "submit" ? props.contact : undefined;

  useEffect(() => {
    // A signed-in owner's contact comes from the profile (the listing will be theirs); fields typed stay.
    if (!contact) return;
    setValues((v) => ({
      ...v,
      "owner.name": v["owner.name"] || contact.name,
      "owner.phone": v["owner.phone"] || contact.phone,
      "owner.email": v["owner.email"] || contact.email,
    }));
  }, [contact, setValues]);
  const wording = WORDING[mode];

  /** A field's value, change handler and error, by its one name. */
  const bind = (name: ListingFieldName) => ({
    value: values[name] as string,
    onChange: set(name),
    error: errors[name],
  });

  function setType(type: string) {
    // A land listing is always Plots & Land, and Plots & Land is always a land listing.
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

  function setPropertyType(propertyType: string) {
    setValues((v) => ({
      ...v,
      propertyType,
      type: propertyType === LAND_PROPERTY_TYPE ? "land" : v.type === "land" ? "sale" : v.type,
    }));
  }

  function showErrors(found: Errors) {
    showFieldErrors(form.current, () => setErrors(found));
  }

  function reset() {
    photos.forEach((p) => URL.revokeObjectURL(p.preview));
    setValues(EMPTY_LISTING_VALUES);
    setPhotos([]);
    setErrors({});
    setPickerKey((k) => k + 1);
  }

  /** The server answers per file, in the order sent. */
  function markPhotos(outcomes: UploadedImage[] | undefined) {
    setPhotos((list) => list.map((photo, i) => ({ ...photo, progress: undefined, ...(outcomes?.[i] ?? {}) })));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = props.mode === "edit" ? changedListingFields(values, initial) : listingFields(mode, values);
    // The schemas are loaded on first submit, keeping the validation library out of the page's first load.
    const schemas = await import("@/lib/validation/listing");
    const schema = {
      add: schemas.createPropertyFieldsSchema,
      edit: schemas.updatePropertySchema,
      submit: schemas.submissionSchema,
    }[mode];
    const body = nestedListing(fields);
    // Stored photos reordered or removed, and none added: the JSON edit names them in their new order.
    const keptChanged = JSON.stringify(kept) !== JSON.stringify(storedPhotos);
    if (mode === "edit" && keptChanged && !photos.length)
      body.images = kept.map((url, i) => ({ url, isPrimary: i === 0 }));
    const parsed = schema.safeParse(body);
    const found: Errors = parsed.success ? {} : issuesByPath(parsed.error.issues);
    if (mode !== "submit" && kept.length + photos.length === 0) found.images = schemas.NO_IMAGE_MESSAGE;
    // Every listing names its locality (and the admin's its city), so it appears on their pages. The Edit
    // dialog may not empty it; an older listing stored without one stays editable (the migration report
    // finds those).
    const localityKept = mode !== "edit" || initial["location.locality"].trim() !== "";
    if (localityKept && !values["location.locality"].trim()) found["location.locality"] = schemas.LOCALITY_REQUIRED;
    if (mode === "add" && !values["location.city"].trim()) found["location.city"] = "Enter the city";
    if (Object.keys(found).length) {
      if (found.images && Object.keys(found).length === 1) toast.error(schemas.NO_IMAGE_MESSAGE);
      showErrors(found);
      return;
    }
    setErrors({});
    if (props.mode === "edit" && photos.length) await saveEditWithUploads(props, fields);
    else if (props.mode === "edit") await saveEdit(props, parsed);
    else if (mode === "add") await create(fields);
    else await sendSubmission(fields);
  }

  async function create(fields: ReturnType<typeof listingFields>) {
    setPhase("uploading");
    setPhotos((list) =>
      list.map(({ status, message, ...photo }) => (void status, void message, { ...photo, progress: 0 })),
    );
    const sizes = photos.map((photo) => photo.file.size);
    const answer = await uploadWithProgress(
      createListing,
      listingFormData(
        fields,
        photos.map((photo) => photo.file),
      ),
      {
        onProgress: (progress) => {
          const done = perFileProgress(sizes, progress);
          setPhotos((list) => list.map((photo, i) => ({ ...photo, progress: done[i] })));
        },
        onSent: () => setPhase("creating"),
      },
    );
    setPhase("idle");
    markPhotos(answer.body.images);
    if (answer.status === 0) {
      toast.error("Failed to upload images. Please try again.");
      return;
    }
    if (!answer.ok || !answer.body.property?._id) {
      const fieldErrors = answerErrors(answer.body);
      if (Object.keys(fieldErrors).length) showErrors(fieldErrors);
      toast.error(answer.body.message ?? "Error creating property");
      return;
    }
    // The public page has its own layout and toast container (the admin one unmounts on the way), so the
    // message travels with the navigation and shows once that page has loaded.
    setFlashMessage("Property created successfully!");
    photos.forEach((photo) => URL.revokeObjectURL(photo.preview));
    router.push(`/properties/${answer.body.property._id}`);
  }

  async function sendSubmission(fields: ReturnType<typeof listingFields>) {
    setPhase("sending");
    const answer = await callRoute(submitListing, {
      body: listingFormData(
        fields,
        photos.map((photo) => photo.file),
      ),
    });
    setPhase("idle");
    const { images } = answer.body;
    if (images) markPhotos(images);
    if (answer.status === 0) {
      setErrors({ _: "Something went wrong, please try again." });
      return;
    }
    if (!answer.ok || !answer.body.success) {
      showErrors({ ...(answer.body.errors ?? {}), _: answer.body.message ?? "Failed to submit your property" });
      return;
    }
    setSubmitted({
      id: answer.body.id ?? "",
      images: images ?? [],
      phoneCheck: answer.body.phoneCheck ?? { done: true },
    });
    reset();
  }

  async function saveEdit(
    { listing, onSaved, onClose }: Extract<ListingFormProps, { mode: "edit" }>,
    parsed: Parameters<typeof saveRecord>[0]["parsed"],
  ) {
    await saveRecord<AdminListing>(
      {
        route: updateListing,
        id: listing._id,
        key: "property",
        parsed,
        failure: "Failed to update property",
        success: "Property updated",
      },
      { setErrors: showErrors, setBusy: (on) => setPhase(on ? "sending" : "idle"), onSaved, onClose },
    );
  }

  /** New image files go with the edit as multipart, through the same upload path as Add Property's. */
  async function saveEditWithUploads(
    { listing, onSaved, onClose }: Extract<ListingFormProps, { mode: "edit" }>,
    fields: ReturnType<typeof changedListingFields>,
  ) {
    setPhase("uploading");
    setPhotos((list) =>
      list.map(({ status, message, ...photo }) => (void status, void message, { ...photo, progress: 0 })),
    );
    const sizes = photos.map((photo) => photo.file.size);
    const answer = await uploadWithProgress(
      updateListing,
      listingEditFormData(
        fields,
        kept,
        photos.map((photo) => photo.file),
      ),
      {
        params: { id: listing._id },
        onProgress: (progress) => {
          const done = perFileProgress(sizes, progress);
          setPhotos((list) => list.map((photo, i) => ({ ...photo, progress: done[i] })));
        },
        onSent: () => setPhase("sending"),
      },
    );
    setPhase("idle");
    markPhotos(answer.body.images);
    if (answer.status === 0) {
      toast.error("Failed to upload images. Please try again.");
      return;
    }
    if (!answer.ok || !answer.body.property) {
      const fieldErrors = answerErrors(answer.body);
      if (Object.keys(fieldErrors).length) showErrors(fieldErrors);
      toast.error(answer.body.message ?? "Failed to update property");
      return;
    }
    toast.success(answer.body.message ?? "Property updated");
    photos.forEach((photo) => URL.revokeObjectURL(photo.preview));
    onSaved(answer.body.property);
    onClose();
  }

  const titleField = (
    <TitleField
      required
      className="sm:col-span-2"
      placeholder={mode === "submit" ? "e.g. 2BHK flat near Infocity, Patia" : undefined}
      {...bind("title")}
    />
  );
  const descriptionField = (
    <DescriptionField
      label={mode === "submit" ? "About the property" : "Description"}
      rows={mode === "submit" ? 5 : 4}
      className={mode === "submit" ? "mt-4" : "sm:col-span-2"}
      hint={mode === "submit" ? `${values.description.length}/4096 characters` : undefined}
      {...bind("description")}
    />
  );
  const priceField = (
    <PriceField
      listingType={values.type}
      rentLabel={wording.rentPrice}
      required
      min={mode === "submit" ? 1 : 0}
      {...bind("price")}
    />
  );
  const photoPicker = wording.photos && (
    <ListingSection
      id={mode === "submit" ? "photos-heading" : "images-heading"}
      title={mode === "submit" ? "Upload Photos" : "Images"}
    >
      {mode === "edit" && (
        <div className="mt-4">
          <StoredPhotos
            photos={kept}
            onChange={(next) => {
              setKept(next);
              if (next.length) setErrors(({ images: _, ...rest }) => (void _, rest));
            }}
            disabled={busy}
          />
        </div>
      )}
      <div className="mt-4">
        <PhotoPicker
          key={pickerKey}
          photos={photos}
          onChange={(next) => {
            setPhotos(next);
            if (next.length) setErrors(({ images: _, ...rest }) => (void _, rest));
          }}
          wording={wording.photos}
          error={errors.images ?? errors.photos}
          disabled={busy}
          stored={kept.length}
        />
      </div>
    </ListingSection>
  );
  const formError = errors._ && (
    <p role="alert" className="rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-800">
      {errors._}
    </p>
  );

  // The admin's Add tab and Edit dialog show the same fields.
  const admin = mode === "add" || mode === "edit";
  const editing = props.mode === "edit" ? props : null;

  const pinField = (
    <PinPicker
      pin={
        values["geo.lat"] && values["geo.lng"]
          ? { lat: Number(values["geo.lat"]), lng: Number(values["geo.lng"]) }
          : null
      }
      onPin={(pin) =>
        setValues((v) => ({ ...v, "geo.lat": pin ? String(pin.lat) : "", "geo.lng": pin ? String(pin.lng) : "" }))
      }
      centre={
        localityCentre(values["location.city"], values["location.locality"]) ?? cityCentre(values["location.city"])
      }
      areaOnly={values.areaOnly}
      onAreaOnly={(areaOnly) => setValues((v) => ({ ...v, areaOnly }))}
      stored={props.mode === "edit" ? exactPoint(props.listing.location) : null}
      error={errors.geo ?? errors["geo.lat"] ?? errors["geo.lng"]}
    />
  );

  const rooms = (
    <RoomSelects
      isLand={isLand}
      bedroomsLabel={admin ? "BHK" : "Bedrooms"}
      required={admin}
      landHint={admin ? "Plots and land have no bedrooms" : undefined}
      bedrooms={bind("bhk")}
      bathrooms={bind("bathrooms")}
    />
  );
  const furnishing = <FurnishingField required={admin} disabled={!admin && isLand} {...bind("furnishing")} />;
  const locality = <LocalityField required field={bind("location.locality")} />;
  const city = <TextField label="City" required={admin} {...bind("location.city")} />;

  return (
    <>
      <form
        ref={form}
        onSubmit={submit}
        onReset={admin ? undefined : reset}
        noValidate
        aria-label={editing ? "Edit property" : admin ? "Add property" : "List your property"}
        className="space-y-6"
      >
        <ListingSection id="basic-heading" title={wording.basic}>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {titleField}
            {admin ? (
              <>
                {descriptionField}
                {priceField}
                <SelectField
                  label="Listing type"
                  required
                  options={LISTING_TYPE_OPTIONS}
                  {...bind("type")}
                  onChange={(e) => setType(e.target.value)}
                />
                <SelectField
                  label="Property type"
                  required
                  options={options(PROPERTY_TYPES)}
                  {...bind("propertyType")}
                  onChange={(e) => setPropertyType(e.target.value)}
                />
                {furnishing}
                {rooms}
              </>
            ) : (
              <>
                <TypeRadios value={values.type} onChange={setType} />
                <SelectField
                  label="Property type"
                  disabled={isLand}
                  options={options(isLand ? [LAND_PROPERTY_TYPE] : BUILT_PROPERTY_TYPES)}
                  {...bind("propertyType")}
                />
                {priceField}
                <TextField
                  label="Location"
                  required
                  placeholder="Street and locality, e.g. Lane 3, Patia"
                  {...bind("location.address")}
                />
                {locality}
                {city}
                {pinField}
              </>
            )}
          </div>
        </ListingSection>

        <ListingSection id="details-heading" title={wording.details}>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {admin ? (
              <AdminDetails bind={bind} />
            ) : (
              <>
                {rooms}
                <NumberField label="Area (sq.ft)" min={1} field={bind("superBuiltupArea.value")} />
                {furnishing}
                {values.type === "rent" && <DepositField {...bind("securityDeposit")} />}
                {!isLand && <AvailableFromField {...bind("availableFrom")} />}
              </>
            )}
          </div>
        </ListingSection>

        {admin && (
          <ListingSection id="location-heading" title="Location and contact">
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <TextField label="Address" className="sm:col-span-2" {...bind("location.address")} />
              {locality}
              {city}
              {pinField}
              <TextField label="State" {...bind("location.state")} />
              <TextField label="Country" {...bind("location.country")} />
              <TextField label="PIN code" inputMode="numeric" maxLength={6} {...bind("location.zipCode")} />
              <TextField label="Contact number" required type="tel" inputMode="numeric" {...bind("contactNumber")} />
              <TextField label="Contact email" type="email" {...bind("contactEmail")} />
            </div>
          </ListingSection>
        )}

        <AmenitiesSection
          choices={admin ? ADMIN_AMENITIES : PUBLIC_FORM_AMENITIES}
          chosen={values.amenities}
          onToggle={toggleAmenity}
          gridClassName={admin ? "grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-5" : "grid-cols-2 gap-3 sm:grid-cols-4"}
          error={errors.amenities}
        />

        {admin ? (
          <ListingSection id="options-heading" title="On the site">
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <TextField
                label="Badge"
                maxLength={40}
                hint="A short tag on the listing's card, e.g. New"
                {...bind("badge")}
              />
              <Checkbox
                label="Featured"
                checked={values.featured}
                onChange={(featured) => setValues((v) => ({ ...v, featured }))}
              />
              {editing && (
                <SelectField
                  label="Status"
                  hint={editing.listing.status === "pending" ? "Choosing Active approves this submission." : undefined}
                  options={ACTIVE_OPTIONS}
                  {...bind("isActive")}
                />
              )}
            </div>
          </ListingSection>
        ) : (
          <ListingSection id="description-heading" title="Description">
            {descriptionField}
          </ListingSection>
        )}

        {photoPicker}

        {!admin && (
          <ListingSection id="owner-heading" title="Owner Details">
            <div className="mt-4 grid gap-4 sm:grid-cols-3">
              <TextField label="Owner name" required autoComplete="name" {...bind("owner.name")} />
              <TextField
                label="Owner phone"
                required
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                {...bind("owner.phone")}
              />
              <TextField label="Owner email" required type="email" autoComplete="email" {...bind("owner.email")} />
            </div>
          </ListingSection>
        )}

        {formError}
        {editing ? (
          <DialogActions onCancel={editing.onClose} busy={busy} label="Save" busyLabel="Saving..." />
        ) : admin ? (
          <div className="flex justify-end">
            <SubmitButton
              busy={busy}
              label="Create Property"
              busyLabel={phase === "uploading" ? "Uploading images..." : "Creating..."}
              className="bg-brand-600 hover:bg-brand-700 w-full rounded-lg px-6 py-3 font-semibold text-white disabled:cursor-wait disabled:opacity-60 sm:w-auto"
            />
          </div>
        ) : (
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              busy={busy}
              label="Submit Property"
              busyLabel="Submitting..."
              className="bg-brand-600 hover:bg-brand-700 rounded-lg px-6 py-3 font-semibold text-white disabled:opacity-60"
            />
            <button
              type="reset"
              disabled={busy}
              className="rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
            >
              Reset
            </button>
          </div>
        )}
      </form>
      {!admin && <SubmittedDialog result={submitted} onClose={() => setSubmitted(null)} />}
    </>
  );
}

/** A stored point someone placed (exact), for the Edit dialog's map; a locality's centre is not a pin. */
function exactPoint(location: unknown): { lat: number; lng: number } | null {
  const geo = (location as { geo?: { lat?: number; lng?: number; approximate?: boolean } | null } | null)?.geo;
  return geo && typeof geo.lat === "number" && typeof geo.lng === "number" && geo.approximate === false
    ? { lat: geo.lat, lng: geo.lng }
    : null;
}

/**
 * The locality: a known one from the list of localities that have listings (suggested as the admin types),
 * or a new one typed in full. The list is fetched on first focus.
 */
function LocalityField({
  field,
  required = false,
}: {
  field: { value: string; onChange: (event: { target: { value: string } }) => void; error?: string };
  required?: boolean;
}) {
  const listId = useId();
  const [known, setKnown] = useState<string[]>([]);
  return (
    <>
      <TextField
        label="Locality"
        required={required}
        placeholder="e.g. Patia, Nayapalli"
        list={listId}
        autoComplete="off"
        hint="Pick a known locality or type a new one"
        onFocus={() => void loadLocalities().then((names) => setKnown(names ?? []))}
        {...field}
      />
      <datalist id={listId}>
        {known.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}

/** A listing's stored photo addresses, its cover first. */
function coverFirst(images: ReadonlyArray<{ url: string; isPrimary?: boolean | null }> | undefined): string[] {
  const list = images ?? [];
  const cover = list.find((image) => image.isPrimary) ?? list[0];
  return cover ? [cover.url, ...list.filter((image) => image !== cover).map((image) => image.url)] : [];
}
