"use client";

import Link from "next/link";

/** The listing could not be loaded (the database is down, say): say so and offer another try. */
export default function PropertyError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">We could not load this property</h1>
      <p className="mt-2 text-slate-700">Please check your connection and try again in a moment.</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="bg-brand-600 hover:bg-brand-700 rounded-lg px-5 py-3 font-semibold text-white"
        >
          Try Again
        </button>
        <Link href="/properties" className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800">
          Back to properties
        </Link>
      </div>
    </div>
  );
}
