"use client";

import { DialogFrame } from "@/components/ui/dialog-frame";
import { coverImage, formatRupees } from "@/lib/format";
import type { AdminListing } from "@/lib/contracts/admin";

type Side = { title: string; price: number; bhk: number; locality: string; phone: string; photo: string | null };

const REASON_TEXT: Record<string, string> = {
  phone: "same phone number, locality and BHK, price within 10%",
  photo: "a photo that matches",
};

export const duplicateReasons = (listing: AdminListing) =>
  (listing.possibleDuplicate?.reasons ?? []).map((reason) => REASON_TEXT[reason] ?? reason).join("; ");

/** Whether the queue should say the listing may be another one (only while it waits for review). */
export const flaggedDuplicate = (listing: AdminListing) =>
  listing.status === "pending" && Boolean(listing.possibleDuplicate?.of);

/** The queue row's note: "Possible duplicate of ...", which opens both side by side. */
export function DuplicateNote({ listing, onCompare }: { listing: AdminListing; onCompare: () => void }) {
  if (!flaggedDuplicate(listing)) return null;
  return (
    <button
      type="button"
      data-testid="possible-duplicate"
      onClick={(event) => {
        event.stopPropagation();
        onCompare();
      }}
      className="mt-1 block text-left text-xs font-semibold text-rose-800 hover:underline"
    >
      Possible duplicate of “{listing.possibleDuplicate!.of!.title}”
    </button>
  );
}

function SideCard({ heading, side, testId }: { heading: string; side: Side; testId: string }) {
  return (
    <section aria-label={heading} data-testid={testId} className="min-w-0 rounded-xl border border-slate-200 p-3">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{heading}</h3>
      {/* Plain img: a thumbnail of an upload, a Cloudinary or a demo picture. */}
      {side.photo && <img src={side.photo} alt="" className="mt-2 aspect-[4/3] w-full rounded-lg object-cover" />}
      <p className="mt-2 font-semibold break-words text-slate-900">{side.title}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-500">Price</dt>
        <dd>{formatRupees(side.price)}</dd>
        <dt className="text-slate-500">BHK</dt>
        <dd>{side.bhk || "—"}</dd>
        <dt className="text-slate-500">Place</dt>
        <dd className="break-words">{side.locality || "—"}</dd>
        <dt className="text-slate-500">Phone</dt>
        <dd>{side.phone || "—"}</dd>
      </dl>
    </section>
  );
}

/** Both listings side by side, with why they look alike. */
export function DuplicateCompareDialog({ listing, onClose }: { listing: AdminListing; onClose: () => void }) {
  const other = listing.possibleDuplicate?.of;
  const mine: Side = {
    title: listing.title,
    price: listing.price,
    bhk: listing.bhk,
    locality: [listing.location?.locality, listing.location?.city].filter(Boolean).join(", "),
    phone: listing.contactNumber || listing.owner?.phone || "",
    photo: coverImage(listing),
  };
  return (
    <DialogFrame title="Possible duplicate" look="centered" size="large" openOnMount onClose={onClose}>
      <p className="text-sm text-slate-700">Why: {duplicateReasons(listing)}. The owner has not been told.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SideCard heading="Waiting for review" side={mine} testId="duplicate-this" />
        {other ? (
          <SideCard
            heading={`Already ${other.status === "active" ? "live" : other.status}`}
            side={other}
            testId="duplicate-other"
          />
        ) : (
          <p className="text-sm text-slate-600">The other listing has been deleted.</p>
        )}
      </div>
    </DialogFrame>
  );
}
