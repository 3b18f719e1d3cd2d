import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { connection } from "next/server";
import { findNotificationPreferences } from "@/lib/accounts";
import { localePath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { userOfMessageMailsOffToken } from "@/lib/notifications";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Notifications.messageMails" });
  return { title: t("title"), robots: { index: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where the "turn off these e-mails" link of an unread-message mail leads: one button, signed in or not (a
 * plain form, so it works before or without the page's scripts). Nothing changes on the visit itself,
 * which mail scanners make too.
 */
export default async function MessageMailsOffPage({ params, searchParams }: Props & LocaleParams) {
  const locale = await pageLocale(params);
  await connection();
  const t = await getTranslations({ locale, namespace: "Notifications.messageMails" });
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const userId = userOfMessageMailsOffToken(token);
  const preferences = userId ? await findNotificationPreferences(userId) : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
      {!preferences ? (
        <p role="alert" className="mt-4 text-rose-700">
          {t("invalid")}
        </p>
      ) : !preferences.messages.email ? (
        <div role="status" className="mt-4 space-y-3 text-slate-700">
          <p>{t("off")}</p>
          <p className="text-sm">
            {t.rich("changedMind", {
              link: (chunks) => (
                <Link href={localePath(locale, "/profile#notifications")} className="text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-slate-700">{t("question")}</p>
          <form method="post" action={`/api/notifications/message-mails?token=${encodeURIComponent(token)}`}>
            <button
              type="submit"
              className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 font-semibold text-white"
            >
              {t("button")}
            </button>
          </form>
        </div>
      )}
    </div>
  );
}
