"use client";

import { useState } from "react";
import { OWNER_PHOTO_WORDING, PhotoPicker, type PickedPhoto } from "@/components/listing-form/photo-picker";
import { callRoute, failureMessage } from "@/components/ui/api";
import { toast } from "@/components/ui/toast";
import { addMyListingPhotos, editMyListing, type OwnerListing } from "@/lib/contracts/owners";

/**
 * The owner's photos of a listing: the stored ones in order (the first is the cover) to move or remove, and
 * new ones added with the List Your Property form's picker, sent as soon as they are picked. A photo the
 * server refused stays in the picker with its reason.
 */
export function OwnerPhotos({ listing, onSaved }: { listing: OwnerListing; onSaved: (l: OwnerListing) => void }) {
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<PickedPhoto[]>([]);

  async function arrange(photos: string[]) {
    setBusy(true);
    const answer = await callRoute(editMyListing, { params: { id: listing._id }, json: { photos } });
    setBusy(false);
    if (!answer.ok || !answer.body.listing)
      return void toast.error(failureMessage(answer, "Could not change the photos"));
    toast.success(answer.body.message ?? "Saved");
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
    if (!answer.ok || !answer.body.listing) return void toast.error(failureMessage(answer, "Could not add the photos"));
    toast.success(answer.body.message ?? "Photos added");
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
      <p className="text-sm text-slate-600">
        The first photo is the cover. Photo changes are reviewed before they show.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {listing.photos.map((url, i) => (
          <li key={url} className="rounded-lg border border-slate-200 p-2">
            <img src={url} alt={`Photo ${i + 1}`} className="h-20 w-full rounded object-cover" />
            <div className="mt-2 flex flex-wrap gap-1 text-xs">
              {i > 0 && (
                <button type="button" disabled={busy} onClick={() => move(i, 0)} className="underline">
                  Make cover
                </button>
              )}
              {i > 0 && (
                <button type="button" disabled={busy} onClick={() => move(i, i - 1)} className="underline">
                  Earlier
                </button>
              )}
              {listing.photos.length > 1 && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void arrange(listing.photos.filter((p) => p !== url))}
                  className="text-rose-700 underline"
                >
                  Remove
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
          wording={OWNER_PHOTO_WORDING}
          disabled={busy}
          stored={listing.photos.length}
        />
      </div>
    </div>
  );
}
