import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { ErrorWordsProvider } from "@/components/forms/error-words";
import { Inbox } from "@/components/messages/inbox";
import { conversationErrorWords } from "@/lib/i18n/conversation-words";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { namespaceWords } from "@/lib/i18n/page-words";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Messages.inbox" });
  return {
    ...pageMetadata({ title: t("title"), description: t("description"), path: "/messages", locale }),
    robots: { index: false },
  };
}

/** proxy.ts sends signed-out visitors to /login; the inbox loads in the browser. */
export default async function MessagesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  await connection();
  const [words, errors] = await Promise.all([namespaceWords(locale, "Messages"), conversationErrorWords(locale)]);
  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{words.inbox.title}</h1>
      <ErrorWordsProvider words={errors}>
        <Inbox words={words.inbox} locale={locale} />
      </ErrorWordsProvider>
    </div>
  );
}
