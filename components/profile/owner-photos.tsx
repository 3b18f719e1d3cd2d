"use client";

import { useState } from "react";
import { ENGLISH_LISTING_WORDS, type ListingFormWords } from "@/components/listing-form/form-words";
import { ownerPhotoWording, PhotoPicker, type PickedPhoto } from "@/components/listing-form/photo-picker";
import { callRoute, failureMessage } from "@/components/ui/api";
import { toast } from "@/components/ui/toast";
import { addMyListingPhotos, editMyListing, type OwnerListing } from "@/lib/contracts/owners";
import { translateError } from "@/lib/i18n/error-words";
import { fillWords } from "@/lib/i18n/words";

/**
 * The owner's photos of a listing: the stored ones in order (the first is the cover) to move or remove, and
 * new ones added with the List Your Property form's picker, sent as soon as they are picked. A photo the
 * server refused stays in the picker with its reason. `words`: the profile page's language, as the edit
 * form's (English without them).
 */
export function OwnerPhotos({
  listing,
  onSaved,
  words = ENGLISH_LISTING_WORDS,
}: {
  listing: OwnerListing;
  onSaved: (l: OwnerListing) => void;
  words?: ListingFormWords;
}) {
  const { edit } = words.text;
  const say = (message: string) => translateError(words.errors, message);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<PickedPhoto[]>([]);

  async function arrange(photos: string[]) {
    setBusy(true);
    const answer = await callRoute(editMyListing, { params: { id: listing._id }, json: { photos } });
    setBusy(false);
    if (!answer.ok || !answer.body.listing) return void toast.error(say(failureMessage(answer, edit.arrangeFailed)));
    toast.success(answer.body.message ? say(answer.body.message) : edit.saved);
    onSaved(answer.body.listing);
  }

  async function upload(next: PickedPhoto[]) {
    const known = new Set(picked.map((photo) => photo.id));
    const fresh = next.filter((photo) => !known.has(photo.id));
    // Removing a refused photo from the picker sends nothing.
    if (!fresh.length) return setPicked(next);
    const form = new FormData();
    for (const photo of fresh) form.append("images", photo.file, photo.file.name);
    setPicked(fresh);
    setBusy(true);
    const answer = await callRoute(addMyListingPhotos, { params: { id: listing._id }, body: form });
    setBusy(false);
    const outcomes = answer.body.images ?? [];
    const marked = fresh.map((photo, i) => ({ ...photo, ...outcomes[i] }));
    for (const photo of marked) if (photo.status === "Success") URL.revokeObjectURL(photo.preview);
    // Stored photos now show among the listing's own; the refused stay with their reason.
    setPicked(marked.filter((photo) => photo.status !== "Success"));
    if (!answer.ok || !answer.body.listing) return void toast.error(say(failureMessage(answer, edit.addFailed)));
    toast.success(answer.body.message ? say(answer.body.message) : edit.photosAdded);
    onSaved(answer.body.listing);
  }

  const move = (from: number, to: number) => {
    const next = [...listing.photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo);
    void arrange(next);
  };

  return (
    <div className="mt-4" aria-busy={busy}>
      <p className="text-sm text-slate-600">{edit.photosNote}</p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {listing.photos.map((url, i) => (
          <li key={url} className="rounded-lg border border-slate-200 p-2">
            <img
              src={url}
              alt={fillWords(edit.photoAlt, { number: i + 1 })}
              className="h-20 w-full rounded object-cover"
            />
            <div className="mt-2 flex flex-wrap gap-1 text-xs">
              {i > 0 && (
                <button type="button" disabled={busy} onClick={() => move(i, 0)} className="underline">
                  {edit.makeCover}
                </button>
              )}
              {i > 0 && (
                <button type="button" disabled={busy} onClick={() => move(i, i - 1)} className="underline">
                  {edit.earlier}
                </button>
              )}
              {listing.photos.length > 1 && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void arrange(listing.photos.filter((p) => p !== url))}
                  className="text-rose-700 underline"
                >
                  {edit.remove}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <PhotoPicker
          photos={picked}
          onChange={(next) => void upload(next)}
          wording={ownerPhotoWording(words.text.photos)}
          disabled={busy}
          stored={listing.photos.length}
        />
      </div>
    </div>
  );
}
