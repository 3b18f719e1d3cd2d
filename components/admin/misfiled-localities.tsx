"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { callRoute, failureMessage } from "@/components/ui/api";
import { useRouteData } from "@/components/ui/use-route-data";
import { updateListing } from "@/lib/contracts/listings";
import { misfiledListings } from "@/lib/contracts/localities";

/**
 * The listings filed under one locality whose address names another (the report `npm run migrate` prints),
 * each with one button that moves it to the locality its address names. Shown only while there are some.
 */
export function MisfiledLocalities() {
  const { data, update } = useRouteData(misfiledListings, {}, "Failed to load the locality report");
  const [moving, setMoving] = useState<string | null>(null);
  const listings = data?.listings ?? [];
  if (listings.length === 0) return null;

  async function move(id: string, locality: string) {
    setMoving(id);
    const answer = await callRoute(updateListing, { params: { id }, json: { location: { locality } } });
    setMoving(null);
    if (!answer.ok) {
      toast.error(failureMessage(answer, "Failed to move the listing"));
      return;
    }
    toast.success(`Moved to ${locality}`);
    update((current) => ({ ...current, listings: (current.listings ?? []).filter((l) => l.id !== id) }));
  }

  return (
    <section
      aria-labelledby="misfiled-heading"
      data-testid="misfiled-localities"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 shadow-sm sm:p-6"
    >
      <h2 id="misfiled-heading" className="text-lg font-semibold text-slate-900">
        Listings filed under another locality than their address
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Each address names a known locality other than the one the listing is filed under, so the listing is missing
        from that locality&apos;s page.
      </p>
      <ul className="mt-4 divide-y divide-amber-200">
        {listings.map((listing) => (
          <li key={listing.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{listing.title}</span>
              <span className="block text-sm text-slate-700">
                “{listing.address}”, filed under {listing.locality}
              </span>
            </span>
            <button
              type="button"
              disabled={moving !== null}
              onClick={() => void move(listing.id, listing.named)}
              className="btn-primary shrink-0 px-4 py-2 text-sm disabled:opacity-60"
            >
              Move to {listing.named}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
