"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import { OwnerEditForm } from "@/components/profile/owner-edit-form";
import { OwnerPhotos } from "@/components/profile/owner-photos";
import { useSession } from "@/components/providers/session-provider";
import { callRoute, failureMessage } from "@/components/ui/api";
import { SelectField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useRouteData } from "@/components/ui/use-route-data";
import { closeMyListing, myListings, renewMyListing, reopenMyListing, type OwnerListing } from "@/lib/contracts/owners";
import { formatListingPrice } from "@/lib/format";
import type { CloseReason, OwnerListingStatus } from "@/domain/owners/options";

const STATUS_TEXT: Record<OwnerListingStatus, { label: string; tone: string }> = {
  pending: { label: "Pending review", tone: "bg-amber-100 text-amber-900" },
  live: { label: "Live", tone: "bg-emerald-100 text-emerald-900" },
  rejected: { label: "Rejected", tone: "bg-rose-100 text-rose-900" },
  closed: { label: "Closed", tone: "bg-slate-200 text-slate-800" },
  paused: { label: "Paused by our team", tone: "bg-slate-200 text-slate-800" },
  expired: { label: "Expired", tone: "bg-orange-100 text-orange-900" },
};

const CLOSE_TEXT: Record<CloseReason, string> = { rented: "Rented out", sold: "Sold", other: "Closed" };

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/**
 * The owner's dashboard on the profile: every listing of the account with its status (and why, when it was
 * rejected or closed), dates and figures (views, enquiries, saves), the enquiries themselves, and the
 * owner's actions: edit, photos, close and reopen. One column of cards, so it reads at 390 px.
 */
export function MyListings() {
  const { user } = useSession();
  const { data, error, loading, reload, update } = useRouteData(myListings, {}, "Could not load your listings.", {
    scope: user?._id,
  });
  const listings = data?.listings;

  const replace = (listing: OwnerListing) =>
    update((answer) => ({ ...answer, listings: answer.listings?.map((l) => (l._id === listing._id ? listing : l)) }));

  return (
    <section id="my-listings" aria-labelledby="my-listings-heading" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-listings-heading" className="text-xl font-bold text-slate-900">
          My listings
        </h2>
        <Link href="/submit-property" className="text-brand-700 text-sm font-semibold hover:underline">
          List a property
        </Link>
      </div>
      {loading && <ListSkeleton label="Loading your listings" />}
      {error && !loading && <ListError message={error.message} onRetry={reload} />}
      {listings && !error && listings.length === 0 && (
        <ListEmpty title="You have not listed a property yet.">
          <Link href="/submit-property" className="text-brand-700 mt-3 inline-block font-semibold hover:underline">
            List your property
          </Link>
        </ListEmpty>
      )}
      {listings && !error && listings.length > 0 && (
        <ul className="mt-4 space-y-4">
          {listings.map((listing) => (
            <MyListingRow key={listing._id} listing={listing} onChange={replace} />
          ))}
        </ul>
      )}
    </section>
  );
}

type Panel = "none" | "edit" | "photos" | "close" | "enquiries";

function MyListingRow({ listing, onChange }: { listing: OwnerListing; onChange: (l: OwnerListing) => void }) {
  const [panel, setPanel] = useState<Panel>("none");
  const status = STATUS_TEXT[listing.status];
  const toggle = (next: Panel) => setPanel((p) => (p === next ? "none" : next));
  const closed = listing.status === "closed";

  async function reopen() {
    const answer = await callRoute(reopenMyListing, { params: { id: listing._id } });
    if (!answer.ok || !answer.body.listing) return void toast.error(failureMessage(answer, "Could not reopen it"));
    toast.success(answer.body.message ?? "Reopened");
    onChange(answer.body.listing);
  }

  async function renew() {
    const answer = await callRoute(renewMyListing, { params: { id: listing._id } });
    if (!answer.ok || !answer.body.listing) return void toast.error(failureMessage(answer, "Could not renew it"));
    toast.success(answer.body.message ?? "Renewed");
    onChange(answer.body.listing);
  }

  return (
    <li data-testid="my-listing" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex gap-3">
        {listing.photos[0] && (
          // Plain img: a thumbnail of an upload or a Cloudinary picture.
          <img src={listing.photos[0]} alt="" className="h-16 w-20 shrink-0 rounded-lg object-cover" />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span
              data-testid="my-listing-status"
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.tone}`}
            >
              {closed && listing.closedReason ? CLOSE_TEXT[listing.closedReason] : status.label}
            </span>
            {listing.pendingReview && listing.status === "live" ? (
              <span className="text-xs text-slate-600" data-testid="my-listing-pending-changes">
                Your changes are being reviewed; the site shows the approved version until then
              </span>
            ) : (
              (listing.editedByOwner || listing.pendingReview) &&
              listing.status === "pending" && (
                <span className="text-xs text-slate-600">Your changes are being reviewed</span>
              )
            )}
          </div>
          <h3 className="mt-1 font-semibold break-words text-slate-900">
            {listing.status === "live" ? (
              <Link href={`/properties/${listing._id}`} className="hover:underline">
                {listing.title}
              </Link>
            ) : (
              listing.title
            )}
          </h3>
          <p data-testid="my-listing-price" className="text-sm text-slate-700">
            {formatListingPrice(listing.type, listing.price)}
          </p>
          {listing.status === "expired" && (
            <p className="mt-1 text-sm text-orange-900" data-testid="my-listing-expired">
              Off the site since {day(listing.expiredAt ?? listing.updatedAt)}: we asked whether it is still available
              and heard nothing. Renew it to put it back.
            </p>
          )}
          {listing.status === "live" && listing.remindedAt && (
            <p className="mt-1 text-sm text-amber-900">Is it still available? Confirm it to keep it on the site.</p>
          )}
          {listing.status === "rejected" && (
            <p className="mt-1 text-sm text-rose-800">
              Not published{listing.rejectedReason ? `: ${listing.rejectedReason}` : "."} Change it to send it again.
            </p>
          )}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
        <Figure label="Views" value={listing.views} testId="my-listing-views" />
        <Figure label="Enquiries" value={listing.enquiries.length} testId="my-listing-enquiries" />
        <Figure label="Saves" value={listing.saves} testId="my-listing-saves" />
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        Submitted {day(listing.submittedAt)} · Last changed {day(listing.updatedAt)}
        {listing.confirmedAt ? ` · Confirmed available ${day(listing.confirmedAt)}` : ""}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {!closed && <RowButton onClick={() => toggle("edit")}>Edit</RowButton>}
        {!closed && <RowButton onClick={() => toggle("photos")}>Photos</RowButton>}
        <RowButton onClick={() => toggle("enquiries")}>Enquiries ({listing.enquiries.length})</RowButton>
        {listing.status === "expired" && <RowButton onClick={() => void renew()}>Renew listing</RowButton>}
        {listing.status === "live" && <RowButton onClick={() => void renew()}>Still available</RowButton>}
        {closed ? (
          <RowButton onClick={() => void reopen()}>Reopen</RowButton>
        ) : (
          <RowButton onClick={() => toggle("close")}>Close listing</RowButton>
        )}
      </div>
      {panel === "edit" && <OwnerEditForm listing={listing} onSaved={(l) => (onChange(l), setPanel("none"))} />}
      {panel === "photos" && <OwnerPhotos listing={listing} onSaved={onChange} />}
      {panel === "close" && <ClosePanel listing={listing} onClosed={(l) => (onChange(l), setPanel("none"))} />}
      {panel === "enquiries" && <Enquiries listing={listing} />}
    </li>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-2 py-1.5">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd data-testid={testId} className="font-semibold text-slate-900">
        {value}
      </dd>
    </div>
  );
}

function RowButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      {children}
    </button>
  );
}

function ClosePanel({ listing, onClosed }: { listing: OwnerListing; onClosed: (l: OwnerListing) => void }) {
  const [reason, setReason] = useState<CloseReason>(listing.type === "rent" ? "rented" : "sold");
  const [busy, setBusy] = useState(false);

  async function close(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await callRoute(closeMyListing, { params: { id: listing._id }, json: { reason } });
    setBusy(false);
    if (!answer.ok || !answer.body.listing) return void toast.error(failureMessage(answer, "Could not close it"));
    toast.success(answer.body.message ?? "Closed");
    onClosed(answer.body.listing);
  }

  return (
    <form onSubmit={close} aria-label={`Close ${listing.title}`} className="mt-4 flex flex-wrap items-end gap-3">
      <SelectField
        id={`close-${listing._id}`}
        label="Why is it no longer available?"
        value={reason}
        onChange={(e) => setReason(e.target.value as CloseReason)}
        options={[
          { value: "rented", label: "Rented out" },
          { value: "sold", label: "Sold" },
          { value: "other", label: "Other reason" },
        ]}
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-rose-700 px-4 py-2 font-semibold text-white hover:bg-rose-800 disabled:opacity-60"
      >
        Take it off the site
      </button>
    </form>
  );
}

function Enquiries({ listing }: { listing: OwnerListing }) {
  if (!listing.enquiries.length) return <p className="mt-4 text-sm text-slate-600">No enquiries yet.</p>;
  return (
    <ul className="mt-4 space-y-3" aria-label={`Enquiries about ${listing.title}`}>
      {listing.enquiries.map((e) => (
        <li key={e._id} data-testid="my-listing-enquiry" className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">
            {e.name} <span className="font-normal text-slate-600">· {day(e.date)}</span>
          </p>
          <p className="mt-1 line-clamp-3 break-words whitespace-pre-line text-slate-800">{e.message}</p>
          <Link href={`/messages/${e._id}`} className="text-brand-700 mt-2 inline-block font-semibold hover:underline">
            {e.unread ? `Open conversation (${e.unread} unread)` : "Open conversation"}
          </Link>
        </li>
      ))}
    </ul>
  );
}
