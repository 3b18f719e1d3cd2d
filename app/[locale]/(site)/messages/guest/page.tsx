import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { connection } from "next/server";
import { ErrorWordsProvider } from "@/components/forms/error-words";
import { ThreadView } from "@/components/messages/thread-view";
import { conversationErrorWords } from "@/lib/i18n/conversation-words";
import { localePath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { namespaceWords } from "@/lib/i18n/page-words";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Messages.thread" });
  return {
    ...pageMetadata({ title: t("guestTitle"), description: t("guestDescription"), path: "/messages/guest", locale }),
    robots: { index: false, follow: false },
  };
}

/**
 * A signed-out enquirer's thread, opened from the link in their mail: the token is the key, checked by the
 * API (a changed link shows nothing). Signing up with the same e-mail later keeps the thread in the inbox.
 */
export default async function GuestConversationPage({
  params,
  searchParams,
}: { searchParams: Promise<{ token?: string }> } & LocaleParams) {
  const locale = await pageLocale(params);
  await connection();
  const { token } = await searchParams;
  const [t, words, errors] = await Promise.all([
    getTranslations({ locale, namespace: "Messages.thread" }),
    namespaceWords(locale, "Messages"),
    conversationErrorWords(locale),
  ]);
  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t("guestTitle")}</h1>
      {typeof token === "string" && token ? (
        <ErrorWordsProvider words={errors}>
          <ThreadView
            threadKey={{ kind: "guest", token }}
            words={{ thread: words.thread, report: words.report }}
            locale={locale}
          />
        </ErrorWordsProvider>
      ) : (
        <p role="alert" className="mt-4 rounded-xl bg-rose-50 p-4 text-sm text-rose-800">
          {t("guestInvalid")}
        </p>
      )}
      <p className="mt-6 text-sm text-slate-600">
        {t.rich("guestKeep", {
          link: (chunks) => (
            <Link href={localePath(locale, "/register")} className="text-brand-700 font-semibold underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
