"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { showServerErrors } from "@/components/forms/use-zod-form";
import { perFileProgress, uploadWithProgress, type UploadProgress } from "@/components/forms/upload-with-progress";
import type { CheckedListing } from "@/components/listing-form/form-schema";
import { listingEditFormData, listingFormData, type ListingValues } from "@/components/listing-form/form-values";
import { useListingWords } from "@/components/listing-form/form-words";
import type { PickedPhoto } from "@/components/listing-form/photo-picker";
import type { SubmittedResult } from "@/components/listing-form/submitted-dialog";
import type { ListingFormApi } from "@/components/listing-form/use-listing-form";
import { setFlashMessage } from "@/components/providers/flash-message";
import { callRoute } from "@/components/ui/api";
import { toast } from "@/components/ui/toast";
import type { AdminListing } from "@/lib/contracts/admin";
import { createListing, submitListing, updateListing, type UploadedImage } from "@/lib/contracts/listings";
import type { UpdatePropertyInput } from "@/lib/validation/listing";

// What the listing form does with a valid form, by mode: the admin's Add Property creates the listing with
// its images uploaded as it goes (progress per file) and opens its page; the Edit dialog saves the changes
// (as JSON, or with new image files uploaded the same way); the owner's form sends the submission and shows
// what became of it. A failed answer's field errors land on their fields (showServerErrors).

export type ListingFormProps =
  | { mode: "add" }
  | { mode: "submit"; contact?: { name: string; phone: string; email: string } }
  | { mode: "edit"; listing: AdminListing; onSaved: (saved: AdminListing) => void; onClose: () => void };

type Editing = Extract<ListingFormProps, { mode: "edit" }>;

const UPLOAD_FAILED = "Failed to upload images. Please try again.";

/**
 * The form's sending: `send` for handleSubmit, `invalid` for its failed check; `uploading` while image
 * files go up, `submitted` the owner's submission once sent. `clear` empties the form after a submission.
 */
export function useListingSend(props: ListingFormProps, form: ListingFormApi, clear: () => void) {
  const router = useRouter();
  const { text } = useListingWords();
  const [uploading, setUploading] = useState(false);
  const [submitted, setSubmitted] = useState<SubmittedResult | null>(null);

  const photos = () => form.getValues("images");
  const files = () => photos().map((photo) => photo.file);
  const updatePhotos = (change: (photo: PickedPhoto, i: number) => PickedPhoto) =>
    form.setValue("images", photos().map(change));
  const revokePreviews = () => photos().forEach((photo) => URL.revokeObjectURL(photo.preview));

  /** Each file's bar at 0, an earlier outcome cleared; answers the progress handler of the upload. */
  function startUpload(): (progress: UploadProgress) => void {
    updatePhotos(({ status, message, ...photo }) => (void status, void message, { ...photo, progress: 0 }));
    const sizes = photos().map((photo) => photo.file.size);
    return (progress) => {
      const done = perFileProgress(sizes, progress);
      updatePhotos((photo, i) => ({ ...photo, progress: done[i] }));
    };
  }

  /** The server answers per file, in the order sent. */
  const markPhotos = (outcomes: UploadedImage[] | undefined) =>
    updatePhotos((photo, i) => ({ ...photo, progress: undefined, ...(outcomes?.[i] ?? {}) }));

  async function create({ fields }: CheckedListing) {
    setUploading(true);
    const onProgress = startUpload();
    const answer = await uploadWithProgress(createListing, listingFormData(fields, files()), {
      onProgress,
      onSent: () => setUploading(false),
    });
    setUploading(false);
    markPhotos(answer.body.images);
    if (!answer.ok || !answer.body.property?._id) {
      const message = showServerErrors(form, answer, "Error creating property");
      toast.error(answer.status === 0 ? UPLOAD_FAILED : message);
      return;
    }
    // The public page has its own layout and toast container (the admin one unmounts on the way), so the
    // message travels with the navigation and shows once that page has loaded.
    setFlashMessage("Property created successfully!");
    revokePreviews();
    router.push(`/properties/${answer.body.property._id}`);
  }

  async function sendSubmission({ fields }: CheckedListing) {
    const answer = await callRoute(submitListing, { body: listingFormData(fields, files()) });
    const { images } = answer.body;
    if (images) markPhotos(images);
    if (!answer.ok || !answer.body.success) {
      showServerErrors(form, answer, text.form.submitFailed);
      return;
    }
    setSubmitted({
      id: answer.body.id ?? "",
      images: images ?? [],
      phoneCheck: answer.body.phoneCheck ?? { done: true },
    });
    clear();
  }

  function saved({ onSaved, onClose }: Editing, property: AdminListing, message: string | undefined) {
    toast.success(message ?? "Property updated");
    onSaved(property);
    onClose();
  }

  async function saveEdit(editing: Editing, { parsed }: CheckedListing) {
    const json = parsed as UpdatePropertyInput;
    const answer = await callRoute(updateListing, { params: { id: editing.listing._id }, json });
    if (!answer.ok || !answer.body.property) {
      toast.error(showServerErrors(form, answer, "Failed to update property"));
      return;
    }
    saved(editing, answer.body.property, answer.body.message);
  }

  /** New image files go with the edit as multipart, through the same upload path as Add Property's. */
  async function saveEditWithUploads(editing: Editing, { fields }: CheckedListing) {
    const onProgress = startUpload();
    const body = listingEditFormData(fields, form.getValues("photos"), files());
    const answer = await uploadWithProgress(updateListing, body, { params: { id: editing.listing._id }, onProgress });
    markPhotos(answer.body.images);
    if (!answer.ok || !answer.body.property) {
      const message = showServerErrors(form, answer, "Failed to update property");
      toast.error(answer.status === 0 ? UPLOAD_FAILED : message);
      return;
    }
    revokePreviews();
    saved(editing, answer.body.property, answer.body.message);
  }

  async function send(checked: CheckedListing) {
    if (props.mode === "edit") return photos().length ? saveEditWithUploads(props, checked) : saveEdit(props, checked);
    if (props.mode === "add") return create(checked);
    return sendSubmission(checked);
  }

  /** A form whose only fault is that it has no image says so in a toast too: the picker may be off screen. */
  function invalid(errors: FieldErrors<ListingValues>) {
    const names = Object.keys(errors);
    if (names.length === 1 && errors.images?.message) toast.error(errors.images.message);
  }

  return { send, invalid, uploading, submitted, closeSubmitted: () => setSubmitted(null) };
}
