"use client";

/**
 * A listing's stored photos in the Edit dialog, in order (the first is the cover), each to make the cover,
 * move earlier or remove; nothing is saved until the dialog is.
 */
export function StoredPhotos({
  photos,
  onChange,
  disabled,
}: {
  photos: string[];
  onChange: (photos: string[]) => void;
  disabled?: boolean;
}) {
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo);
    onChange(next);
  };
  if (!photos.length) return <p className="text-sm text-slate-600">No stored images are kept.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Stored images">
      {photos.map((url, i) => (
        <li key={url} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          {/* Stored on this site or Cloudinary, shown as stored: a thumbnail needs no optimising here. */}
          <img
            src={url}
            alt={`Image ${i + 1}${i === 0 ? " (cover)" : ""}`}
            className="aspect-[4/3] w-full object-cover"
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-2 py-2 text-sm">
            {i === 0 && <span className="font-semibold text-slate-700">Cover</span>}
            {i > 0 && (
              <button
                type="button"
                disabled={disabled}
                onClick={() => move(i, 0)}
                aria-label={`Make image ${i + 1} the cover`}
                className="text-brand-700 min-h-8 underline"
              >
                Make cover
              </button>
            )}
            {i > 0 && (
              <button
                type="button"
                disabled={disabled}
                onClick={() => move(i, i - 1)}
                aria-label={`Move image ${i + 1} earlier`}
                className="text-brand-700 min-h-8 underline"
              >
                Earlier
              </button>
            )}
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(photos.filter((p) => p !== url))}
              aria-label={`Remove image ${i + 1}`}
              className="min-h-8 text-rose-700 underline"
            >
              Remove
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
