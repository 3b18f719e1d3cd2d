import type { LocaleParams } from "@/lib/i18n/page-locale";
import { pageLocale } from "@/lib/i18n/page-locale";
import type { Metadata } from "next";
import { connection } from "next/server";
import { UnsubscribeConfirm } from "@/components/alerts/unsubscribe-confirm";
import { findSavedSearch, savedSearchOfToken } from "@/lib/alerts";

export const metadata: Metadata = { title: "Turn off alerts", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where an alert mail's unsubscribe link leads (GET /api/alerts/unsubscribe sends people here): it names the
 * saved search and turns it off with one button, signed in or not. Nothing changes on the visit itself, which
 * mail scanners make too.
 */
export default async function UnsubscribePage({ params, searchParams }: Props & LocaleParams) {
  await pageLocale(params);
  await connection();
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const id = savedSearchOfToken(token);
  const search = id ? await findSavedSearch(id) : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Turn off alerts</h1>
      {!id ? (
        <p role="alert" className="mt-4 text-rose-700">
          This unsubscribe link is not valid. Open the link from the e-mail again, or manage your saved searches on your
          profile.
        </p>
      ) : !search ? (
        <p className="mt-4 text-slate-700">This saved search no longer exists: you will get no more alerts for it.</p>
      ) : (
        <UnsubscribeConfirm token={token} name={search.name} alreadyPaused={search.paused} />
      )}
    </div>
  );
}
