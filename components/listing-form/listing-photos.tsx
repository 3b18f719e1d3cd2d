"use client";

import { useController } from "react-hook-form";
import { errorOf } from "@/components/forms/use-zod-form";
import { useListingWords } from "@/components/listing-form/form-words";
import { ListingSection } from "@/components/listing-form/listing-fields";
import { PhotoPicker, type PhotoPickerWording } from "@/components/listing-form/photo-picker";
import { StoredPhotos } from "@/components/listing-form/stored-photos";
import { useListingForm } from "@/components/listing-form/use-listing-form";

/** The admin panel's name for the section (the admin panel is in English). */
const ADMIN_TITLE = "Images";

/**
 * The listing's photos: in the Edit dialog the stored ones (kept, reordered or removed, saved with the rest),
 * and new files picked with previews, each showing its upload's progress and outcome once the form is sent.
 * `pickerKey` changes when the form is cleared, so a notice about refused files goes with the rest.
 */
export function ListingPhotos({
  owner,
  storedPhotos,
  wording,
  pickerKey,
}: {
  /** The owner's form calls them photos, the admin's images. */
  owner: boolean;
  /** Whether the listing's stored photos are shown (the Edit dialog). */
  storedPhotos: boolean;
  wording: PhotoPickerWording;
  pickerKey: number;
}) {
  const {
    control,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useListingForm();
  const { text } = useListingWords();
  const images = useController({ control, name: "images" });
  const kept = useController({ control, name: "photos" });
  return (
    <ListingSection id={owner ? "photos-heading" : "images-heading"} title={owner ? text.form.photos : ADMIN_TITLE}>
      {storedPhotos && (
        <div className="mt-4">
          <StoredPhotos
            photos={kept.field.value}
            onChange={(next) => {
              kept.field.onChange(next);
              if (next.length) clearErrors("images");
            }}
            disabled={isSubmitting}
          />
        </div>
      )}
      <div className="mt-4">
        <PhotoPicker
          key={pickerKey}
          ref={images.field.ref}
          photos={images.field.value}
          onChange={(next) => {
            images.field.onChange(next);
            if (next.length) clearErrors("images");
          }}
          wording={wording}
          error={errorOf(errors, "images") ?? errorOf(errors, "photos")}
          disabled={isSubmitting}
          stored={kept.field.value.length}
        />
      </div>
    </ListingSection>
  );
}
