"use client";

import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import { useState } from "react";
import { useLiveMessages } from "@/components/messages/live-messages";
import { useSession } from "@/components/providers/session-provider";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import { useRouteData } from "@/components/ui/use-route-data";
import { inbox, type ConversationSummary } from "@/lib/contracts/conversations";
import { formatListingPrice } from "@/lib/format";

const when = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );

function Row({ thread }: { thread: ConversationSummary }) {
  const { listing, lastMessage } = thread;
  return (
    <li>
      <Link
        href={`/messages/${thread.id}`}
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
                  Unverified e-mail
                </span>
              )}
            </p>
            {lastMessage && <p className="shrink-0 text-xs text-slate-500">{when(lastMessage.at)}</p>}
          </div>
          <p className="truncate text-sm text-slate-700">
            {listing ? `${listing.title} · ${formatListingPrice(listing.type, listing.price)}` : "Listing removed"}
          </p>
          <div className="mt-1 flex items-center justify-between gap-2">
            <p className="truncate text-sm text-slate-600">
              {lastMessage ? `${lastMessage.mine ? "You: " : ""}${lastMessage.text}` : ""}
              {thread.closed ? " · Closed" : ""}
            </p>
            {thread.unread > 0 && (
              <span
                data-testid="inbox-unread"
                aria-label={`${thread.unread} unread`}
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

/** The signed-in account's conversations, newest first, a page at a time; a new message moves its thread up. */
export function Inbox() {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useRouteData(
    inbox,
    user ? { query: { page } } : null,
    "Your messages could not be loaded.",
    { scope: user?._id },
  );
  useLiveMessages(Boolean(user), (event) => {
    if (event.type === "message") reload();
  });
  if (error) return <ListError message={error.message} onRetry={reload} />;
  if (loading || !data?.conversations) return <ListSkeleton label="Your conversations" />;
  if (!data.conversations.length)
    return (
      <ListEmpty title="No conversations yet">
        <p className="mt-1 text-sm text-slate-600">
          Ask about a listing with its Contact form and the conversation appears here.{" "}
          <Link href="/properties" className="text-brand-700 font-semibold underline">
            Browse properties
          </Link>
        </p>
      </ListEmpty>
    );
  const pages = Math.max(1, Math.ceil((data.total ?? 0) / (data.limit ?? 20)));
  return (
    <>
      <ul aria-label="Your conversations" className="mt-4 space-y-3">
        {data.conversations.map((thread) => (
          <Row key={thread.id} thread={thread} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
          <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </button>
        </nav>
      )}
    </>
  );
}
