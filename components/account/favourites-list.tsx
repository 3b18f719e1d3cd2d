"use client";

import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { PropertyCard } from "@/components/properties/property-card";
import { callRoute } from "@/components/ui/api";
import { favouriteList } from "@/lib/contracts/favourites";
import type { ResponseOfRoute } from "@/lib/contracts/route";

type Saved = ResponseOfRoute<typeof favouriteList>["properties"];
type State = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; properties: Saved };

/** The listings the user saved, from GET /api/favourites, with loading, empty and error states. */
export function FavouritesList() {
  const [state, setState] = useState<State>({ kind: "loading" });

  const load = useCallback(async () => {
    setState({ kind: "loading" });
    const answer = await callRoute(favouriteList);
    if (answer.ok && answer.body.properties) setState({ kind: "ready", properties: answer.body.properties });
    else setState({ kind: "error", message: answer.body.message ?? "Could not load your saved listings." });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby="favourites-heading" className="mt-10">
      <h2 id="favourites-heading" className="text-xl font-bold text-slate-900">
        Saved listings
      </h2>
      {state.kind === "loading" && (
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
      {state.kind === "error" && (
        <div role="alert" className="mt-4 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-800">
          {state.message}{" "}
          <button type="button" onClick={() => void load()} className="font-semibold underline">
            Try Again
          </button>
        </div>
      )}
      {state.kind === "ready" && state.properties.length === 0 && (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-800">You have not saved any listings yet.</p>
          <p className="mt-1 text-sm text-slate-600">Tap the heart on a listing to keep it here.</p>
          <Link href="/properties" className="text-brand-700 mt-4 inline-block font-semibold hover:underline">
            Browse properties
          </Link>
        </div>
      )}
      {state.kind === "ready" && state.properties.length > 0 && (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {state.properties.map((property) => (
            <li key={property._id}>
              <PropertyCard property={property} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
