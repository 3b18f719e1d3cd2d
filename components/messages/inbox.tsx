"use client";

import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import { useState } from "react";
import { useSayError } from "@/components/forms/error-words";
import { useLiveMessages } from "@/components/messages/live-messages";
import { messageTime } from "@/components/messages/message-time";
import { useSession } from "@/components/providers/session-provider";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import { useRouteData } from "@/components/ui/use-route-data";
import { inbox, type ConversationSummary } from "@/lib/contracts/conversations";
import { formatListingPrice } from "@/lib/format";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";

/** The inbox's words in the page's language (the messages page reads them). */
export type InboxWords = Words<"Messages">["inbox"];

function Row({ thread, words, locale }: { thread: ConversationSummary; words: InboxWords; locale: Locale }) {
  const { listing, lastMessage } = thread;
  return (
    <li>
      <Link
        href={localePath(locale, `/messages/${thread.id}`)}
        data-testid="inbox-thread"
        className={`hover:border-brand-300 flex gap-3 rounded-xl border p-3 sm:gap-4 ${
          thread.unread ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-white"
        }`}
      >
        <div className="relative h-16 w-20 shrink-0 overflow-hidden rounded-lg bg-slate-200 sm:h-20 sm:w-28">
          {listing?.image && <Photo src={listing.image} alt="" sizes="112px" className="object-cover" />}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className="truncate font-semibold text-slate-900">
              {thread.otherName}
              {thread.side === "owner" && !thread.enquirerVerified && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                  {words.unverified}
                </span>
              )}
            </p>
            {lastMessage && <p className="shrink-0 text-xs text-slate-500">{messageTime(lastMessage.at, locale)}</p>}
          </div>
          <p className="truncate text-sm text-slate-700">
            {listing
              ? `${listing.title} · ${formatListingPrice(listing.type, listing.price, locale)}`
              : words.listingRemoved}
          </p>
          <div className="mt-1 flex items-center justify-between gap-2">
            <p className="truncate text-sm text-slate-600">
              {lastMessage
                ? lastMessage.mine
                  ? fillWords(words.mine, { text: lastMessage.text })
                  : lastMessage.text
                : ""}
              {thread.closed ? ` · ${words.closed}` : ""}
            </p>
            {thread.unread > 0 && (
              <span
                data-testid="inbox-unread"
                aria-label={fillWords(words.unread, { count: thread.unread })}
                className="shrink-0 rounded-full bg-rose-600 px-2 text-xs leading-5 font-bold text-white"
              >
                {thread.unread}
              </span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}

/**
 * The signed-in account's conversations, newest first, a page at a time; a new message moves its thread up.
 * `words` and `locale`: the page's language (what people typed stays as typed).
 */
export function Inbox({ words, locale }: { words: InboxWords; locale: Locale }) {
  const { user } = useSession();
  const sayError = useSayError();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useRouteData(inbox, user ? { query: { page } } : null, words.loadFailed, {
    scope: user?._id,
  });
  useLiveMessages(Boolean(user), (event) => {
    if (event.type === "message") reload();
  });
  if (error) return <ListError message={sayError(error.message)} onRetry={reload} retry={words.retry} />;
  if (loading || !data?.conversations) return <ListSkeleton label={words.label} />;
  if (!data.conversations.length)
    return (
      <ListEmpty title={words.emptyTitle}>
        <p className="mt-1 text-sm text-slate-600">
          {words.emptyText}{" "}
          <Link href={localePath(locale, "/properties")} className="text-brand-700 font-semibold underline">
            {words.browse}
          </Link>
        </p>
      </ListEmpty>
    );
  const pages = Math.max(1, Math.ceil((data.total ?? 0) / (data.limit ?? 20)));
  return (
    <>
      <ul aria-label={words.label} className="mt-4 space-y-3">
        {data.conversations.map((thread) => (
          <Row key={thread.id} thread={thread} words={words} locale={locale} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={words.pages} className="mt-4 flex items-center justify-between text-sm">
          <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {words.newer}
          </button>
          <span>{fillWords(words.pageOf, { page, pages })}</span>
          <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {words.older}
          </button>
        </nav>
      )}
    </>
  );
}
