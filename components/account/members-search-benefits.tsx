import Link from "next/link";
import { BROWSE_PATH } from "@/lib/listings/links/browse";

/**
 * Shown on the sign-in page when the members' search (/properties) sent the visitor there: what signing in
 * adds, and the public pages that need no account.
 */
export function MembersSearchBenefits() {
  return (
    <section
      aria-labelledby="members-search-heading"
      className="bg-brand-50 mb-6 rounded-xl p-4 text-sm text-slate-800"
    >
      <h2 id="members-search-heading" className="font-semibold text-slate-900">
        The members&apos; search
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Every kind and city in one search, with all the filters</li>
        <li>Save a search and get an alert when a new listing matches</li>
        <li>Keep favourites, compare listings and book guided visits</li>
      </ul>
      <p className="mt-3">
        No account needed to look around:{" "}
        <Link href={BROWSE_PATH} className="text-brand-700 font-semibold underline">
          browse the listings
        </Link>
        .
      </p>
    </section>
  );
}
