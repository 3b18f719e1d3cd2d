import Link from "next/link";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { wordParts } from "@/lib/i18n/word-parts";
import type { Words } from "@/lib/i18n/words";
import { BROWSE_PATH } from "@/lib/listings/links/browse";

/**
 * Shown on the sign-in page when the members' search (/properties) sent the visitor there: what signing in
 * adds, and the public pages that need no account.
 */
export function MembersSearchBenefits({ words, locale }: { words: Words<"Auth">["members"]; locale: Locale }) {
  const browse = (
    <Link key="link" href={localePath(locale, BROWSE_PATH)} className="text-brand-700 font-semibold underline">
      {words.browse}
    </Link>
  );
  return (
    <section
      aria-labelledby="members-search-heading"
      className="bg-brand-50 mb-6 rounded-xl p-4 text-sm text-slate-800"
    >
      <h2 id="members-search-heading" className="font-semibold text-slate-900">
        {words.heading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{words.everyKind}</li>
        <li>{words.alerts}</li>
        <li>{words.favourites}</li>
      </ul>
      <p className="mt-3">{wordParts(words.noAccount, { link: browse })}</p>
    </section>
  );
}
