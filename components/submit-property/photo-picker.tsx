"use client";

import { ImagePlus, X } from "@/components/ui/icons";
import { useId, useRef } from "react";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGES_PER_LISTING } from "@/lib/listings/options";

const ACCEPTED: readonly string[] = ACCEPTED_IMAGE_TYPES;

export type Photo = {
  id: string;
  file: File;
  preview: string;
  /** Set from the server's answer: each file is 'Success' or 'Failed' (with the reason). */
  status?: "Success" | "Failed";
  message?: string;
};

/**
 * Picks photos with previews and per-photo removal. The declared type and size are checked here to save a
 * wasted upload; the server checks the bytes themselves.
 */
export function PhotoPicker({
  photos,
  onChange,
  onReject,
  disabled,
}: {
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  onReject: (message: string | null) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const labelId = useId();

  function add(list: FileList | null) {
    const picked = Array.from(list ?? []);
    const problems: string[] = [];
    const accepted: Photo[] = [];
    for (const file of picked) {
      if (!ACCEPTED.includes(file.type)) problems.push(`${file.name} is not a JPEG, PNG, GIF or WebP image`);
      else if (file.size > MAX_IMAGE_BYTES) problems.push(`${file.name} is larger than 10 MB`);
      else if (photos.length + accepted.length >= MAX_IMAGES_PER_LISTING)
        problems.push(`At most ${MAX_IMAGES_PER_LISTING} photos per listing`);
      else accepted.push({ id: crypto.randomUUID(), file, preview: URL.createObjectURL(file) });
    }
    onReject(problems.length ? [...new Set(problems)].join(". ") + "." : null);
    onChange([...photos, ...accepted]);
    // Lets the same file be picked again after it was removed.
    if (input.current) input.current.value = "";
  }

  function remove(photo: Photo) {
    URL.revokeObjectURL(photo.preview);
    onChange(photos.filter((p) => p.id !== photo.id));
  }

  return (
    <div>
      <label
        htmlFor={inputId}
        className="hover:border-brand-500 focus-within:outline-brand-500 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-white px-4 py-8 text-center focus-within:outline-3 focus-within:outline-offset-2"
      >
        <ImagePlus aria-hidden className="text-brand-600 h-8 w-8" />
        <span id={labelId} className="font-semibold text-slate-800">
          Add photos
        </span>
        <span id={hintId} className="text-sm text-slate-600">
          JPEG, PNG, GIF or WebP, up to 10 MB each, at most {MAX_IMAGES_PER_LISTING}.
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPTED.join(",")}
          multiple
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          onChange={(e) => add(e.target.files)}
          className="sr-only"
        />
      </label>
      {photos.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Selected photos">
          {photos.map((photo) => (
            <li key={photo.id} className="relative overflow-hidden rounded-lg border border-slate-200 bg-white">
              {/* A local blob preview: next/image cannot optimise object URLs. */}
              <img
                src={photo.preview}
                alt={`Preview of ${photo.file.name}`}
                className="aspect-[4/3] w-full object-cover"
              />
              <p className="truncate px-2 pt-1 text-xs text-slate-700">{photo.file.name}</p>
              <p className="px-2 pb-2 text-xs">
                {photo.status === "Success" && <span className="font-semibold text-emerald-700">Success</span>}
                {photo.status === "Failed" && (
                  <span className="font-semibold text-rose-700">Failed{photo.message ? `: ${photo.message}` : ""}</span>
                )}
              </p>
              <button
                type="button"
                onClick={() => remove(photo)}
                disabled={disabled}
                aria-label={`Remove ${photo.file.name}`}
                className="absolute top-2 right-2 grid h-8 w-8 place-items-center rounded-full bg-white/95 text-slate-800 shadow hover:text-rose-700"
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
