import type { LocaleParams } from "@/lib/i18n/page-locale";
import { pageLocale } from "@/lib/i18n/page-locale";
import { connection } from "next/server";
import { Inbox } from "@/components/messages/inbox";
import { localisedMetadata } from "@/lib/seo";

export const generateMetadata = localisedMetadata(
  { title: "Messages", description: "Your conversations about listings.", path: "/messages" },
  {
    robots: { index: false },
  },
);

/** proxy.ts sends signed-out visitors to /login; the inbox loads in the browser. */
export default async function MessagesPage({ params }: LocaleParams) {
  await pageLocale(params);
  await connection();
  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Messages</h1>
      <Inbox />
    </div>
  );
}
