"use client";

import Link from "next/link";
import { PropertyCard } from "@/components/properties/property-card";
import { useSession } from "@/components/providers/session-provider";
import { useRouteData } from "@/components/ui/use-route-data";
import { favouriteList } from "@/lib/contracts/favourites";

/** The listings the user saved, from GET /api/favourites, with loading, empty and error states. */
export function FavouritesList() {
  const { user } = useSession();
  const { data, error, loading, reload } = useRouteData(favouriteList, {}, "Could not load your saved listings.", {
    scope: user?._id,
  });
  const properties = error ? undefined : data?.properties;

  return (
    <section aria-labelledby="favourites-heading" className="mt-10">
      <h2 id="favourites-heading" className="text-xl font-bold text-slate-900">
        Saved listings
      </h2>
      {loading && (
        <ul
          aria-busy="true"
          aria-label="Loading saved listings"
          className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-72 animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </ul>
      )}
      {error && !loading && (
        <div role="alert" className="mt-4 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-800">
          {error.message}{" "}
          <button type="button" onClick={reload} className="font-semibold underline">
            Try Again
          </button>
        </div>
      )}
      {properties && properties.length === 0 && (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-800">You have not saved any listings yet.</p>
          <p className="mt-1 text-sm text-slate-600">Tap the heart on a listing to keep it here.</p>
          <Link href="/properties" className="text-brand-700 mt-4 inline-block font-semibold hover:underline">
            Browse properties
          </Link>
        </div>
      )}
      {properties && properties.length > 0 && (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {properties.map((property) => (
            <li key={property._id}>
              <PropertyCard property={property} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
