"use client";

import { ImagePlus, X } from "@/components/ui/icons";
import { useId, useRef } from "react";
import { IMAGE_HINT } from "@/components/admin/add-property-options";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGES_PER_LISTING } from "@/lib/listings/options";

const ACCEPTED: readonly string[] = ACCEPTED_IMAGE_TYPES;

export type PickedImage = {
  id: string;
  file: File;
  preview: string;
  /** 0..1 while uploading. */
  progress?: number;
  /** From the server's answer: each file is stored or not. */
  status?: "Success" | "Failed";
  message?: string;
};

/**
 * Picks several images with previews, per-image removal and upload progress. Type and size are checked
 * here to save a wasted upload; the server checks the bytes.
 */
export function ImagePicker({
  images,
  onChange,
  onProblem,
  error,
  disabled,
}: {
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  onProblem: (message: string | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  function add(list: FileList | null) {
    const problems: string[] = [];
    const accepted: PickedImage[] = [];
    for (const file of Array.from(list ?? [])) {
      if (!ACCEPTED.includes(file.type)) problems.push(`${file.name} is not a PNG, JPG or GIF image`);
      else if (file.size > MAX_IMAGE_BYTES) problems.push(`${file.name} is larger than 10MB`);
      else if (images.length + accepted.length >= MAX_IMAGES_PER_LISTING)
        problems.push(`At most ${MAX_IMAGES_PER_LISTING} images per listing`);
      else accepted.push({ id: crypto.randomUUID(), file, preview: URL.createObjectURL(file) });
    }
    onProblem(problems.length ? [...new Set(problems)].join(". ") + "." : null);
    onChange([...images, ...accepted]);
    // Lets the same file be picked again after it was removed.
    if (input.current) input.current.value = "";
  }

  function remove(image: PickedImage) {
    URL.revokeObjectURL(image.preview);
    onChange(images.filter((i) => i.id !== image.id));
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
        <span className="font-semibold text-slate-800">Upload images</span>
        <span id={`${inputId}-hint`} className="text-sm text-slate-600">
          {IMAGE_HINT}
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPTED.join(",")}
          multiple
          disabled={disabled}
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
      {images.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Selected images">
          {images.map((image) => (
            <li key={image.id} className="relative overflow-hidden rounded-lg border border-slate-200 bg-white">
              {/* A local blob preview: next/image cannot optimise object URLs. */}
              <img
                src={image.preview}
                alt={`Preview of ${image.file.name}`}
                className="aspect-[4/3] w-full object-cover"
              />
              <p className="truncate px-2 pt-1 text-xs text-slate-700">{image.file.name}</p>
              <div className="px-2 pb-2">
                {image.status === "Success" && <span className="text-xs font-semibold text-emerald-700">Uploaded</span>}
                {image.status === "Failed" && (
                  <span className="text-xs font-semibold text-rose-700">
                    Failed{image.message ? `: ${image.message}` : ""}
                  </span>
                )}
                {image.progress !== undefined && !image.status && (
                  <progress
                    value={Math.round(image.progress * 100)}
                    max={100}
                    aria-label={`Upload of ${image.file.name}`}
                    className="accent-brand-600 mt-1 h-2 w-full"
                  />
                )}
              </div>
              <button
                type="button"
                onClick={() => remove(image)}
                disabled={disabled}
                aria-label={`Remove ${image.file.name}`}
                className="absolute top-2 right-2 grid h-8 w-8 place-items-center rounded-full bg-white/95 text-slate-800 shadow hover:text-rose-700 disabled:opacity-50"
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
