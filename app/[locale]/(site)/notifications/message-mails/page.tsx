import type { LocaleParams } from "@/lib/i18n/page-locale";
import { pageLocale } from "@/lib/i18n/page-locale";
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { findNotificationPreferences } from "@/lib/accounts";
import { userOfMessageMailsOffToken } from "@/lib/notifications";

export const metadata: Metadata = { title: "Turn off message e-mails", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where the "turn off these e-mails" link of an unread-message mail leads: one button, signed in or not (a
 * plain form, so it works before or without the page's scripts). Nothing changes on the visit itself,
 * which mail scanners make too.
 */
export default async function MessageMailsOffPage({ params, searchParams }: Props & LocaleParams) {
  await pageLocale(params);
  await connection();
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const userId = userOfMessageMailsOffToken(token);
  const preferences = userId ? await findNotificationPreferences(userId) : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Turn off message e-mails</h1>
      {!preferences ? (
        <p role="alert" className="mt-4 text-rose-700">
          This link is not valid. Open the link from the e-mail again, or choose your notifications on your profile.
        </p>
      ) : !preferences.messages.email ? (
        <div role="status" className="mt-4 space-y-3 text-slate-700">
          <p>E-mails about unread messages are off. Your messages still wait for you in Messages.</p>
          <p className="text-sm">
            Changed your mind? Turn them on again on{" "}
            <Link href="/profile#notifications" className="text-brand-700 underline">
              your profile
            </Link>
            .
          </p>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-slate-700">Stop e-mails about messages left unread on the site?</p>
          <form method="post" action={`/api/notifications/message-mails?token=${encodeURIComponent(token)}`}>
            <button
              type="submit"
              className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 font-semibold text-white"
            >
              Turn off these e-mails
            </button>
          </form>
        </div>
      )}
    </div>
  );
}
