"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import type { ProfileWords } from "@/components/account/profile-words";
import { useSayError } from "@/components/forms/error-words";
import { useShell } from "@/components/i18n/shell-words";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import { OwnerEditForm } from "@/components/profile/owner-edit-form";
import { OwnerPhotos } from "@/components/profile/owner-photos";
import type { ListingFormWords } from "@/components/listing-form/form-words";
import { useSession } from "@/components/providers/session-provider";
import { callRoute, failureMessage } from "@/components/ui/api";
import { SelectField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useRouteData } from "@/components/ui/use-route-data";
import { closeMyListing, myListings, renewMyListing, reopenMyListing, type OwnerListing } from "@/lib/contracts/owners";
import { formatDate, formatListingPrice } from "@/lib/format";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { fillWords } from "@/lib/i18n/words";
import type { CloseReason, OwnerListingStatus } from "@/domain/owners/options";

type ListingWords = ProfileWords["listings"];

const STATUS_TONE: Record<OwnerListingStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  live: "bg-emerald-100 text-emerald-900",
  rejected: "bg-rose-100 text-rose-900",
  closed: "bg-slate-200 text-slate-800",
  paused: "bg-slate-200 text-slate-800",
  expired: "bg-orange-100 text-orange-900",
};

/** A date of the dashboard: English as it always read; Odia and Hindi with the site's date words. */
const day = (iso: string, locale: Locale) =>
  locale === "en"
    ? new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })
    : formatDate(iso, locale);

/**
 * The owner's dashboard on the profile: every listing of the account with its status (and why, when it was
 * rejected or closed), dates and figures (views, enquiries, saves), the enquiries themselves, and the
 * owner's actions: edit, photos, close and reopen. One column of cards, so it reads at 390 px. In the page's
 * language, save what the owner typed.
 */
export function MyListings({
  words,
  retry,
  listingFormWords,
}: {
  words: ListingWords;
  retry: string;
  /** The owner's edit and photos' words; English when left out. */
  listingFormWords?: ListingFormWords;
}) {
  const { user } = useSession();
  const { locale } = useShell();
  const say = useSayError();
  const { data, error, loading, reload, update } = useRouteData(myListings, {}, words.failure, {
    scope: user?._id,
  });
  const listings = data?.listings;

  const replace = (listing: OwnerListing) =>
    update((answer) => ({ ...answer, listings: answer.listings?.map((l) => (l._id === listing._id ? listing : l)) }));

  return (
    <section id="my-listings" aria-labelledby="my-listings-heading" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-listings-heading" className="text-xl font-bold text-slate-900">
          {words.heading}
        </h2>
        <Link
          href={localePath(locale, "/submit-property")}
          className="text-brand-700 text-sm font-semibold hover:underline"
        >
          {words.listProperty}
        </Link>
      </div>
      {loading && <ListSkeleton label={words.loading} />}
      {error && !loading && <ListError message={say(error.message)} onRetry={reload} retry={retry} />}
      {listings && !error && listings.length === 0 && (
        <ListEmpty title={words.empty}>
          <Link
            href={localePath(locale, "/submit-property")}
            className="text-brand-700 mt-3 inline-block font-semibold hover:underline"
          >
            {words.listYours}
          </Link>
        </ListEmpty>
      )}
      {listings && !error && listings.length > 0 && (
        <ul className="mt-4 space-y-4">
          {listings.map((listing) => (
            <MyListingRow
              key={listing._id}
              listing={listing}
              onChange={replace}
              words={words}
              locale={locale}
              listingFormWords={listingFormWords}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type Panel = "none" | "edit" | "photos" | "close" | "enquiries";

type RowProps = { listing: OwnerListing; words: ListingWords; locale: Locale };

function MyListingRow({
  listing,
  onChange,
  words,
  locale,
  listingFormWords,
}: RowProps & { onChange: (l: OwnerListing) => void; listingFormWords?: ListingFormWords }) {
  const [panel, setPanel] = useState<Panel>("none");
  const say = useSayError();
  const tone = STATUS_TONE[listing.status];
  const toggle = (next: Panel) => setPanel((p) => (p === next ? "none" : next));
  const closed = listing.status === "closed";

  async function reopen() {
    const answer = await callRoute(reopenMyListing, { params: { id: listing._id } });
    if (!answer.ok || !answer.body.listing) return void toast.error(say(failureMessage(answer, words.reopenFailed)));
    toast.success(answer.body.message ? say(answer.body.message) : words.reopened);
    onChange(answer.body.listing);
  }

  async function renew() {
    const answer = await callRoute(renewMyListing, { params: { id: listing._id } });
    if (!answer.ok || !answer.body.listing) return void toast.error(say(failureMessage(answer, words.renewFailed)));
    toast.success(answer.body.message ? say(answer.body.message) : words.renewed);
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
            <span data-testid="my-listing-status" className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
              {closed && listing.closedReason ? words.closedAs[listing.closedReason] : words.status[listing.status]}
            </span>
            {listing.pendingReview && listing.status === "live" ? (
              <span className="text-xs text-slate-600" data-testid="my-listing-pending-changes">
                {words.changesLive}
              </span>
            ) : (
              (listing.editedByOwner || listing.pendingReview) &&
              listing.status === "pending" && <span className="text-xs text-slate-600">{words.changesPending}</span>
            )}
          </div>
          <h3 className="mt-1 font-semibold break-words text-slate-900">
            {listing.status === "live" ? (
              <Link href={localePath(locale, `/properties/${listing._id}`)} className="hover:underline">
                {listing.title}
              </Link>
            ) : (
              listing.title
            )}
          </h3>
          <p data-testid="my-listing-price" className="text-sm text-slate-700">
            {formatListingPrice(listing.type, listing.price, locale)}
          </p>
          {listing.status === "expired" && (
            <p className="mt-1 text-sm text-orange-900" data-testid="my-listing-expired">
              {fillWords(words.expired, { date: day(listing.expiredAt ?? listing.updatedAt, locale) })}
            </p>
          )}
          {listing.status === "live" && listing.remindedAt && (
            <p className="mt-1 text-sm text-amber-900">{words.stillAvailableAsk}</p>
          )}
          {listing.status === "rejected" && (
            <p className="mt-1 text-sm text-rose-800">
              {listing.rejectedReason
                ? fillWords(words.rejectedWith, { reason: listing.rejectedReason })
                : words.rejected}
            </p>
          )}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
        <Figure label={words.views} value={listing.views} testId="my-listing-views" />
        <Figure label={words.enquiries} value={listing.enquiries.length} testId="my-listing-enquiries" />
        <Figure label={words.saves} value={listing.saves} testId="my-listing-saves" />
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {fillWords(words.submitted, { date: day(listing.submittedAt, locale) })} ·{" "}
        {fillWords(words.lastChanged, { date: day(listing.updatedAt, locale) })}
        {listing.confirmedAt ? ` · ${fillWords(words.confirmed, { date: day(listing.confirmedAt, locale) })}` : ""}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {!closed && <RowButton onClick={() => toggle("edit")}>{words.edit}</RowButton>}
        {!closed && <RowButton onClick={() => toggle("photos")}>{words.photos}</RowButton>}
        <RowButton onClick={() => toggle("enquiries")}>
          {fillWords(words.enquiriesButton, { count: listing.enquiries.length })}
        </RowButton>
        {listing.status === "expired" && <RowButton onClick={() => void renew()}>{words.renew}</RowButton>}
        {listing.status === "live" && <RowButton onClick={() => void renew()}>{words.stillAvailable}</RowButton>}
        {closed ? (
          <RowButton onClick={() => void reopen()}>{words.reopen}</RowButton>
        ) : (
          <RowButton onClick={() => toggle("close")}>{words.close}</RowButton>
        )}
      </div>
      {panel === "edit" && (
        <OwnerEditForm listing={listing} words={listingFormWords} onSaved={(l) => (onChange(l), setPanel("none"))} />
      )}
      {panel === "photos" && <OwnerPhotos listing={listing} words={listingFormWords} onSaved={onChange} />}
      {panel === "close" && (
        <ClosePanel listing={listing} words={words} onClosed={(l) => (onChange(l), setPanel("none"))} />
      )}
      {panel === "enquiries" && <Enquiries listing={listing} words={words} locale={locale} />}
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

function ClosePanel({
  listing,
  words,
  onClosed,
}: Omit<RowProps, "locale"> & {
  onClosed: (l: OwnerListing) => void;
}) {
  const say = useSayError();
  const [reason, setReason] = useState<CloseReason>(listing.type === "rent" ? "rented" : "sold");
  const [busy, setBusy] = useState(false);

  async function close(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await callRoute(closeMyListing, { params: { id: listing._id }, json: { reason } });
    setBusy(false);
    if (!answer.ok || !answer.body.listing) return void toast.error(say(failureMessage(answer, words.closeFailed)));
    toast.success(answer.body.message ? say(answer.body.message) : words.closed);
    onClosed(answer.body.listing);
  }

  return (
    <form
      onSubmit={close}
      aria-label={fillWords(words.closeForm, { title: listing.title })}
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      <SelectField
        id={`close-${listing._id}`}
        label={words.whyClosing}
        value={reason}
        onChange={(e) => setReason(e.target.value as CloseReason)}
        options={[
          { value: "rented", label: words.rentedOut },
          { value: "sold", label: words.sold },
          { value: "other", label: words.otherReason },
        ]}
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-rose-700 px-4 py-2 font-semibold text-white hover:bg-rose-800 disabled:opacity-60"
      >
        {words.takeOff}
      </button>
    </form>
  );
}

function Enquiries({ listing, words, locale }: RowProps) {
  if (!listing.enquiries.length) return <p className="mt-4 text-sm text-slate-600">{words.noEnquiries}</p>;
  return (
    <ul className="mt-4 space-y-3" aria-label={fillWords(words.enquiriesAbout, { title: listing.title })}>
      {listing.enquiries.map((e) => (
        <li key={e._id} data-testid="my-listing-enquiry" className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">
            {e.name} <span className="font-normal text-slate-600">· {day(e.date, locale)}</span>
          </p>
          <p className="mt-1 line-clamp-3 break-words whitespace-pre-line text-slate-800">{e.message}</p>
          <Link
            href={localePath(locale, `/messages/${e._id}`)}
            className="text-brand-700 mt-2 inline-block font-semibold hover:underline"
          >
            {e.unread ? fillWords(words.openConversationUnread, { count: e.unread }) : words.openConversation}
          </Link>
        </li>
      ))}
    </ul>
  );
}
