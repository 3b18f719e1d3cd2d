import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { ErrorWordsProvider } from "@/components/forms/error-words";
import { ThreadView } from "@/components/messages/thread-view";
import { conversationErrorWords } from "@/lib/i18n/conversation-words";
import { localePath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { namespaceWords } from "@/lib/i18n/page-words";
import { pageMetadata } from "@/lib/seo";
import { isObjectId } from "@/lib/validation/object-id";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Messages.thread" });
  return {
    ...pageMetadata({ title: t("title"), description: t("description"), path: "/messages", locale }),
    robots: { index: false },
  };
}

/** One of the account's threads (proxy.ts guards it); someone else's thread is "not found" from the API. */
export default async function ConversationPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const locale = await pageLocale(params);
  await connection();
  const { id } = await params;
  if (!isObjectId(id)) notFound();
  const [words, errors] = await Promise.all([namespaceWords(locale, "Messages"), conversationErrorWords(locale)]);
  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-4 py-8">
      <Link href={localePath(locale, "/messages")} className="text-brand-700 text-sm font-semibold hover:underline">
        {words.thread.allMessages}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{words.thread.title}</h1>
      <ErrorWordsProvider words={errors}>
        <ThreadView
          threadKey={{ kind: "user", id }}
          words={{ thread: words.thread, report: words.report }}
          locale={locale}
        />
      </ErrorWordsProvider>
    </div>
  );
}
