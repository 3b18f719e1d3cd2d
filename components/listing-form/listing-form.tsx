"use client";

import { useEffect, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormAlert } from "@/components/forms/form-alert";
import { useZodForm } from "@/components/forms/use-zod-form";
import { AdminSections } from "@/components/listing-form/admin-sections";
import { EMPTY_LISTING_VALUES, listingValuesOf } from "@/components/listing-form/form-values";
import {
  ENGLISH_LISTING_WORDS,
  ListingWordsProvider,
  useListingWords,
  type ListingFormWords,
} from "@/components/listing-form/form-words";
import { ListingPhotos } from "@/components/listing-form/listing-photos";
import { OwnerSections } from "@/components/listing-form/owner-sections";
import { ADMIN_PHOTO_WORDING, ownerPhotoWording } from "@/components/listing-form/photo-picker";
import { SubmittedDialog } from "@/components/listing-form/submitted-dialog";
import { useListingSend, type ListingFormProps } from "@/components/listing-form/use-listing-send";
import { DialogActions } from "@/components/ui/dialog-actions";
import { SubmitButton } from "@/components/ui/submit-button";

export type { ListingFormProps };

/** The admin's add and edit (the admin panel is in English). */
const ADMIN = {
  add: "Add property",
  edit: "Edit property",
  addRent: "Price (₹ per month)",
  editRent: "Monthly rent (₹)",
  save: "Save",
  saving: "Saving...",
  create: "Create Property",
  uploading: "Uploading images...",
  creating: "Creating...",
};

/**
 * The one listing form, in three modes: the admin's Add Property tab (every field of a listing, images
 * uploaded with progress as it is created), the admin's Edit dialog (the same fields, the stored images to
 * reorder or remove and new ones uploaded the same way, and the live switch), and the owner's List Your
 * Property page (the listing and the owner's contact, confirmed in a dialog). Each checks what it would post
 * with the server's own schema of that post (form-schema.ts, loaded on first submit, which keeps the
 * validation library out of the page's first load) and posts the fields by the model's names.
 *
 * `words`: the owner's form in the page's language (lib/i18n/listing-form-words.ts); English without them.
 */
export function ListingForm(props: ListingFormProps & { words?: ListingFormWords }) {
  return (
    <ListingWordsProvider words={props.words ?? ENGLISH_LISTING_WORDS}>
      <ListingFormBody {...props} />
    </ListingWordsProvider>
  );
}

function ListingFormBody(props: ListingFormProps) {
  const { mode } = props;
  const { text } = useListingWords();
  const admin = mode !== "submit";
  const editing = props.mode === "edit" ? props.listing : null;
  // The Edit dialog's starting values, fixed while it is open: what its save compares against.
  const [initial] = useState(() => (editing ? listingValuesOf(editing) : EMPTY_LISTING_VALUES));
  const form = useZodForm(
    () => import("@/components/listing-form/form-schema").then((m) => m.listingFormSchema(mode, initial)),
    { defaultValues: initial },
  );
  const {
    getValues,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  // A new photo picker when the form is cleared, so a notice about refused files goes with the rest.
  const [pickerKey, setPickerKey] = useState(0);

  function clear() {
    getValues("images").forEach((photo) => URL.revokeObjectURL(photo.preview));
    form.reset(EMPTY_LISTING_VALUES);
    setPickerKey((key) => key + 1);
  }

  const { send, invalid, uploading, submitted, closeSubmitted } = useListingSend(props, form, clear);

  const contact = props.mode === "submit" ? props.contact : undefined;
  useEffect(() => {
    // A signed-in owner's contact comes from the profile (the listing will be theirs); fields typed stay.
    if (!contact) return;
    for (const part of ["name", "phone", "email"] as const)
      if (!getValues(`owner.${part}`)) setValue(`owner.${part}`, contact[part]);
  }, [contact, getValues, setValue]);

  const photos = (
    <ListingPhotos
      owner={!admin}
      storedPhotos={mode === "edit"}
      wording={admin ? ADMIN_PHOTO_WORDING : ownerPhotoWording(text.photos)}
      pickerKey={pickerKey}
    />
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={handleSubmit(send, invalid)}
        onReset={
          admin
            ? undefined
            : (event) => {
                // The owner's Reset: every field back to blank and the photos dropped, by the form's values
                // (the browser's own reset would not know them).
                event.preventDefault();
                clear();
              }
        }
        noValidate
        aria-label={editing ? ADMIN.edit : admin ? ADMIN.add : text.form.formLabel}
        className="space-y-6"
      >
        {admin ? (
          <AdminSections
            editing={editing}
            rentLabel={mode === "add" ? ADMIN.addRent : ADMIN.editRent}
            photos={photos}
          />
        ) : (
          <OwnerSections photos={photos} />
        )}

        <FormAlert message={errors.root?.server?.message} />
        {props.mode === "edit" ? (
          <DialogActions onCancel={props.onClose} busy={isSubmitting} label={ADMIN.save} busyLabel={ADMIN.saving} />
        ) : admin ? (
          <div className="flex justify-end">
            <SubmitButton
              busy={isSubmitting}
              label={ADMIN.create}
              busyLabel={uploading ? ADMIN.uploading : ADMIN.creating}
              className="bg-brand-600 hover:bg-brand-700 w-full rounded-lg px-6 py-3 font-semibold text-white disabled:cursor-wait disabled:opacity-60 sm:w-auto"
            />
          </div>
        ) : (
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              busy={isSubmitting}
              label={text.form.submit}
              busyLabel={text.form.submitting}
              className="bg-brand-600 hover:bg-brand-700 rounded-lg px-6 py-3 font-semibold text-white disabled:opacity-60"
            />
            <button
              type="reset"
              disabled={isSubmitting}
              className="rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {text.form.reset}
            </button>
          </div>
        )}
      </form>
      {!admin && <SubmittedDialog result={submitted} onClose={closeSubmitted} />}
    </FormProvider>
  );
}
