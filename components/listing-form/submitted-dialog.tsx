"use client";

import { CircleCheck } from "@/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { useListingWords } from "@/components/listing-form/form-words";
import { ownerPhotoWording, refusalIn } from "@/components/listing-form/photo-picker";
import { SubmissionCodeForm } from "@/components/listing-form/submission-code-form";
import type { UploadedImage } from "@/lib/contracts/listings";
import type { PhoneCheck } from "@/lib/listings/submissions";

/**
 * What the submission's answer tells: the listing, what became of each photo, and whether its contact
 * number still has to be confirmed with a texted code before the listing goes for review.
 */
export type SubmittedResult = { id: string; images: UploadedImage[]; phoneCheck: PhoneCheck };

/** The 'Submitted!' dialog after a listing is sent, as a native modal <dialog> (focus moves in, Escape closes). */
export function SubmittedDialog({ result, onClose }: { result: SubmittedResult | null; onClose: () => void }) {
  const { text } = useListingWords();
  const words = text.submitted;
  const dialog = useRef<HTMLDialogElement>(null);
  const [confirmedId, setConfirmedId] = useState<string>();
  const waitingForCode = result && !result.phoneCheck.done && confirmedId !== result.id ? result : null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (result && !element.open) element.showModal();
    if (!result && element.open) element.close();
  }, [result]);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="submitted-heading"
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="p-6 text-center">
        <CircleCheck aria-hidden className="mx-auto h-12 w-12 text-emerald-600" />
        <h2 id="submitted-heading" className="mt-3 text-xl font-bold">
          {words.heading}
        </h2>
        {waitingForCode && !waitingForCode.phoneCheck.done ? (
          <>
            <p className="mt-2 text-slate-800">{words.oneMoreStep}</p>
            <SubmissionCodeForm
              id={waitingForCode.id}
              notice={waitingForCode.phoneCheck.message}
              onConfirmed={() => setConfirmedId(waitingForCode.id)}
            />
          </>
        ) : (
          <>
            <p className="mt-2 text-slate-800">{words.awaiting}</p>
            <p className="mt-1 text-sm text-slate-600">{words.willAppear}</p>
          </>
        )}
        {result && result.images.length > 0 && (
          <ul className="mt-4 space-y-1 text-left text-sm" aria-label={words.uploads}>
            {result.images.map((image, i) => (
              <li key={`${image.name}-${i}`} className="flex justify-between gap-3">
                <span className="truncate text-slate-700">{image.name}</span>
                <span className={image.status === "Success" ? "text-emerald-700" : "text-rose-700"}>
                  {image.status === "Success" ? words.success : words.failed}
                  {image.message ? `: ${refusalIn(ownerPhotoWording(text.photos), image.name, image.message)}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          autoFocus
          onClick={onClose}
          className="bg-brand-600 hover:bg-brand-700 mt-6 rounded-lg px-6 py-2.5 font-semibold text-white"
        >
          {words.close}
        </button>
      </div>
    </dialog>
  );
}
