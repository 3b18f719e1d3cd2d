"use client";

import { ImagePlus, X } from "@/components/ui/icons";
import { useId, useRef, useState, type Ref } from "react";
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MB,
  MAX_IMAGES_PER_LISTING,
  MAX_LISTING_PHOTOS_MB,
  PHOTO_LIMITS_TEXT,
} from "@/domain/listings/options";
import { fillWords, type Words } from "@/lib/i18n/words";
import english from "@/messages/en/ListingForm.json";

const ACCEPTED: readonly string[] = ACCEPTED_IMAGE_TYPES;

export type PickedPhoto = {
  id: string;
  file: File;
  preview: string;
  /** 0..1 while uploading, where the form reports upload progress. */
  progress?: number;
  /** Set from the server's answer: each file is stored ('Success') or not ('Failed', with the reason). */
  status?: "Success" | "Failed";
  message?: string;
};

/**
 * The words a form uses around its picker: the owner's form speaks of photos (in the page's language), the
 * admin's of images (in English). `{name}` is a file's name, `{mb}` the size limit, `{count}` the most a
 * listing may have.
 */
export type PhotoPickerWording = Omit<Words<"ListingForm">["photos"], "hint"> & {
  /** Said under the drop zone's name: the file types and the limits. */
  hint: string;
};

export const ADMIN_PHOTO_WORDING: PhotoPickerWording = {
  label: "Upload images",
  hint: `PNG, JPG, GIF or WebP, ${PHOTO_LIMITS_TEXT}.`,
  notAnImage: "{name} is not a PNG, JPG, GIF or WebP image",
  tooLarge: "{name} is larger than {mb} MB",
  empty: "{name} is empty",
  notStored: "{name} could not be stored. Please try again.",
  tooMany: "At most {count} images per listing",
  sentence: "{text}.",
  selected: "Selected images",
  preview: "Preview of {name}",
  stored: "Uploaded",
  failed: "Failed",
  upload: "Upload of {name}",
  remove: "Remove {name}",
};

/** The owner's picker (List Your Property, the profile's photos) in the page's language. */
export const ownerPhotoWording = (words: Words<"ListingForm">["photos"]): PhotoPickerWording => ({
  ...words,
  hint: fillWords(words.hint, { mb: MAX_IMAGE_MB, count: MAX_IMAGES_PER_LISTING, total: MAX_LISTING_PHOTOS_MB }),
});

/** The server's reasons for refusing a file, by the words that say them. */
const REFUSALS = ["notAnImage", "tooLarge", "empty", "notStored"] as const;

/** The server's reason for refusing `name` (English) in the wording's language; an unknown one as it came. */
export function refusalIn(wording: PhotoPickerWording, name: string, message: string): string {
  const values = { name, mb: MAX_IMAGE_MB };
  const key = REFUSALS.find((refusal) => fillWords(english.photos[refusal], values) === message);
  return key ? fillWords(wording[key], values) : message;
}

/**
 * Picks photos with previews, per-photo removal, upload progress and the server's per-file outcome. The
 * declared type and size are checked here to save a wasted upload; the server checks the bytes themselves.
 * Files refused here are named in an alert under the picker until the next pick.
 */
export function PhotoPicker({
  photos,
  onChange,
  wording,
  error,
  disabled,
  stored = 0,
  ref,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  wording: PhotoPickerWording;
  /** The form's own message about the photos (e.g. none picked). */
  error?: string;
  disabled?: boolean;
  /** Photos the listing already has, which count towards the limit. */
  stored?: number;
  /** The file input, for a form that moves focus to it when the photos are in error. */
  ref?: Ref<HTMLInputElement>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [refused, setRefused] = useState<string | null>(null);

  function add(list: FileList | null) {
    const problems: string[] = [];
    const accepted: PickedPhoto[] = [];
    for (const file of Array.from(list ?? [])) {
      const name = file.name;
      if (!ACCEPTED.includes(file.type)) problems.push(fillWords(wording.notAnImage, { name }));
      else if (file.size > MAX_IMAGE_BYTES) problems.push(fillWords(wording.tooLarge, { name, mb: MAX_IMAGE_MB }));
      else if (stored + photos.length + accepted.length >= MAX_IMAGES_PER_LISTING)
        problems.push(fillWords(wording.tooMany, { count: MAX_IMAGES_PER_LISTING }));
      else accepted.push({ id: crypto.randomUUID(), file, preview: URL.createObjectURL(file) });
    }
    const sentences = [...new Set(problems)].map((text) => fillWords(wording.sentence, { text }));
    setRefused(sentences.length ? sentences.join(" ") : null);
    onChange([...photos, ...accepted]);
    // Lets the same file be picked again after it was removed.
    if (input.current) input.current.value = "";
  }

  function remove(photo: PickedPhoto) {
    URL.revokeObjectURL(photo.preview);
    onChange(photos.filter((p) => p.id !== photo.id));
  }

  return (
    <div>
      <label
        htmlFor={inputId}
        className={`hover:border-brand-500 focus-within:outline-brand-500 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed bg-white px-4 py-8 text-center focus-within:outline-3 focus-within:outline-offset-2 ${
          error ? "border-rose-500" : "border-slate-300"
        }`}
      >
        <ImagePlus aria-hidden className="text-brand-600 h-8 w-8" />
        <span id={`${inputId}-label`} className="font-semibold text-slate-800">
          {wording.label}
        </span>
        <span id={`${inputId}-hint`} className="text-sm text-slate-600">
          {wording.hint}
        </span>
        <input
          ref={(element) => {
            input.current = element;
            if (typeof ref === "function") ref(element);
            else if (ref) ref.current = element;
          }}
          id={inputId}
          type="file"
          accept={ACCEPTED.join(",")}
          multiple
          disabled={disabled}
          aria-labelledby={`${inputId}-label`}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
          onChange={(e) => add(e.target.files)}
          className="sr-only"
        />
      </label>
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={wording.selected}>
          {photos.map((photo) => (
            <li key={photo.id} className="relative overflow-hidden rounded-lg border border-slate-200 bg-white">
              {/* A local blob preview: next/image cannot optimise object URLs. */}
              <img
                src={photo.preview}
                alt={fillWords(wording.preview, { name: photo.file.name })}
                className="aspect-[4/3] w-full object-cover"
              />
              <p className="truncate px-2 pt-1 text-xs text-slate-700">{photo.file.name}</p>
              <div className="px-2 pb-2 text-xs">
                {photo.status === "Success" && <span className="font-semibold text-emerald-700">{wording.stored}</span>}
                {photo.status === "Failed" && (
                  <span className="font-semibold text-rose-700">
                    {wording.failed}
                    {photo.message ? `: ${refusalIn(wording, photo.file.name, photo.message)}` : ""}
                  </span>
                )}
                {photo.progress !== undefined && !photo.status && (
                  <progress
                    value={Math.round(photo.progress * 100)}
                    max={100}
                    aria-label={fillWords(wording.upload, { name: photo.file.name })}
                    className="accent-brand-600 mt-1 h-2 w-full"
                  />
                )}
              </div>
              <button
                type="button"
                onClick={() => remove(photo)}
                disabled={disabled}
                aria-label={fillWords(wording.remove, { name: photo.file.name })}
                className="absolute top-2 right-2 grid h-8 w-8 place-items-center rounded-full bg-white/95 text-slate-800 shadow hover:text-rose-700 disabled:opacity-50"
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {refused && (
        <p role="alert" className="mt-2 text-sm text-rose-700">
          {refused}
        </p>
      )}
    </div>
  );
}
