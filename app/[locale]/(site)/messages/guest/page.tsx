import type { LocaleParams } from "@/lib/i18n/page-locale";
import { pageLocale } from "@/lib/i18n/page-locale";
import Link from "next/link";
import { connection } from "next/server";
import { ThreadView } from "@/components/messages/thread-view";
import { localisedMetadata } from "@/lib/seo";

export const generateMetadata = localisedMetadata(
  {
    title: "Your conversation",
    description: "Your enquiry and its replies.",
    path: "/messages/guest",
  },
  {
    robots: { index: false, follow: false },
  },
);

/**
 * A signed-out enquirer's thread, opened from the link in their mail: the token is the key, checked by the
 * API (a changed link shows nothing). Signing up with the same e-mail later keeps the thread in the inbox.
 */
export default async function GuestConversationPage({
  params,
  searchParams,
}: { searchParams: Promise<{ token?: string }> } & LocaleParams) {
  await pageLocale(params);
  await connection();
  const { token } = await searchParams;
  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Your conversation</h1>
      {typeof token === "string" && token ? (
        <ThreadView threadKey={{ kind: "guest", token }} />
      ) : (
        <p role="alert" className="mt-4 rounded-xl bg-rose-50 p-4 text-sm text-rose-800">
          This conversation link is not valid.
        </p>
      )}
      <p className="mt-6 text-sm text-slate-600">
        <Link href="/register" className="text-brand-700 font-semibold underline">
          Create an account
        </Link>{" "}
        with the same e-mail address to keep all your conversations in one inbox.
      </p>
    </div>
  );
}
