import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { UnsubscribeConfirm } from "@/components/alerts/unsubscribe-confirm";
import { findSavedSearch, savedSearchOfToken } from "@/lib/alerts";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { namespaceWords } from "@/lib/i18n/page-words";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Notifications.alerts" });
  return { title: t("title"), robots: { index: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where an alert mail's unsubscribe link leads (GET /api/alerts/unsubscribe sends people here): it names the
 * saved search and turns it off with one button, signed in or not. Nothing changes on the visit itself, which
 * mail scanners make too.
 */
export default async function UnsubscribePage({ params, searchParams }: Props & LocaleParams) {
  const locale = await pageLocale(params);
  await connection();
  const words = (await namespaceWords(locale, "Notifications")).alerts;
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const id = savedSearchOfToken(token);
  const search = id ? await findSavedSearch(id) : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{words.title}</h1>
      {!id ? (
        <p role="alert" className="mt-4 text-rose-700">
          {words.invalid}
        </p>
      ) : !search ? (
        <p className="mt-4 text-slate-700">{words.gone}</p>
      ) : (
        <UnsubscribeConfirm
          token={token}
          name={search.name}
          alreadyPaused={search.paused}
          words={words}
          locale={locale}
        />
      )}
    </div>
  );
}
