"use client";

import Link from "next/link";
import type { ProfileWords } from "@/components/account/profile-words";
import { useSayError } from "@/components/forms/error-words";
import { useShell } from "@/components/i18n/shell-words";
import { PropertyCard } from "@/components/properties/property-card";
import { useSession } from "@/components/providers/session-provider";
import { useRouteData } from "@/components/ui/use-route-data";
import { favouriteList } from "@/lib/contracts/favourites";
import { localePath } from "@/lib/i18n/locales";

/** The listings the user saved, from GET /api/favourites, with loading, empty and error states. */
export function FavouritesList({ words, retry }: { words: ProfileWords["favourites"]; retry: string }) {
  const { user } = useSession();
  const { locale } = useShell();
  const say = useSayError();
  const { data, error, loading, reload } = useRouteData(favouriteList, {}, words.failure, {
    scope: user?._id,
  });
  const properties = error ? undefined : data?.properties;

  return (
    <section aria-labelledby="favourites-heading" className="mt-10">
      <h2 id="favourites-heading" className="text-xl font-bold text-slate-900">
        {words.heading}
      </h2>
      {loading && (
        <ul aria-busy="true" aria-label={words.loading} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-72 animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </ul>
      )}
      {error && !loading && (
        <div role="alert" className="mt-4 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-800">
          {say(error.message)}{" "}
          <button type="button" onClick={reload} className="font-semibold underline">
            {retry}
          </button>
        </div>
      )}
      {properties && properties.length === 0 && (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-800">{words.empty}</p>
          <p className="mt-1 text-sm text-slate-600">{words.emptyHint}</p>
          <Link
            href={localePath(locale, "/properties")}
            className="text-brand-700 mt-4 inline-block font-semibold hover:underline"
          >
            {words.browse}
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
