import { pageLocale } from "@/lib/i18n/page-locale";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { ThreadView } from "@/components/messages/thread-view";
import { localisedMetadata } from "@/lib/seo";
import { isObjectId } from "@/lib/validation/object-id";

export const generateMetadata = localisedMetadata(
  { title: "Conversation", description: "A conversation about a listing.", path: "/messages" },
  {
    robots: { index: false },
  },
);

/** One of the account's threads (proxy.ts guards it); someone else's thread is "not found" from the API. */
export default async function ConversationPage({ params }: { params: Promise<{ id: string }> }) {
  await pageLocale(params);
  await connection();
  const { id } = await params;
  if (!isObjectId(id)) notFound();
  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-4 py-8">
      <Link href="/messages" className="text-brand-700 text-sm font-semibold hover:underline">
        ← All messages
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Conversation</h1>
      <ThreadView threadKey={{ kind: "user", id }} />
    </div>
  );
}
