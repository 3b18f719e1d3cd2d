"use client";

import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useSayError } from "@/components/forms/error-words";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { refreshUnreadCount, useLiveMessages } from "@/components/messages/live-messages";
import { messageTime } from "@/components/messages/message-time";
import { ReportThreadDialog, type ReportWords } from "@/components/messages/report-thread-dialog";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { callRoute, type ApiAnswer } from "@/components/ui/api";
import { ListError, ListSkeleton } from "@/components/ui/list-states";
import { toast } from "@/components/ui/toast";
import { useRouteData } from "@/components/ui/use-route-data";
import {
  block,
  guestBlock,
  guestReply,
  guestReport,
  guestThread,
  report,
  sendMessage,
  shareNumber,
  thread as threadRoute,
  type ConversationThread,
} from "@/lib/contracts/conversations";
import { MESSAGE_MAX_LENGTH } from "@/domain/conversations/options";
import { formatListingPrice } from "@/lib/format";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";
import { sendMessageSchema } from "@/lib/validation/conversation";

/** Whose thread: a signed-in account's (by id) or a guest's (by their link's token). */
export type ThreadKey = { kind: "user"; id: string } | { kind: "guest"; token: string };

/** A thread's words in the page's language (the conversation pages read them), with its report dialog's. */
export type ThreadWords = { thread: Words<"Messages">["thread"]; report: ReportWords };
type Said = ThreadWords["thread"];

/**
 * Messages are plain text: links and markup are shown as typed, never as links or HTML. A message sent
 * through the signed-out form under an unproven e-mail is nobody's own words: it stands apart, labelled.
 */
function Bubble({
  message,
  otherName,
  side,
  words,
  locale,
}: {
  message: ConversationThread["messages"][number];
  otherName: string;
  side: ConversationThread["side"];
  words: Said;
  locale: Locale;
}) {
  const unverified = message.unverified && !message.mine;
  const author = message.mine
    ? words.you
    : unverified && side === "enquirer"
      ? words.formAddress
      : unverified
        ? fillWords(words.notConfirmed, { name: otherName })
        : otherName;
  return (
    <li
      className={`flex ${message.mine ? "justify-end" : "justify-start"}`}
      data-testid="thread-message"
      data-unverified={unverified || undefined}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm sm:max-w-[70%] ${
          message.mine
            ? "bg-brand-600 text-white"
            : unverified
              ? "bg-amber-50 text-slate-900 ring-1 ring-amber-300"
              : "bg-white text-slate-900 ring-1 ring-slate-200"
        } ${message.kind === "phone" ? "font-semibold" : ""}`}
      >
        <p className="break-words whitespace-pre-wrap">{message.text}</p>
        <p className={`mt-1 text-right text-[0.6875rem] ${message.mine ? "text-white/80" : "text-slate-600"}`}>
          {author} · {messageTime(message.createdAt, locale)}
        </p>
      </div>
    </li>
  );
}

function Composer({
  closed,
  onSend,
  words,
}: {
  closed: boolean;
  onSend: (text: string) => Promise<ApiAnswer<unknown>>;
  words: Said;
}) {
  const form = useZodForm(sendMessageSchema, { defaultValues: { text: "" } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  if (closed)
    return (
      <p role="status" className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
        {words.closedNote}
      </p>
    );
  const submit = handleSubmit(async ({ text }) => {
    const answer = await onSend(text);
    if (answer.ok) reset();
    else showServerErrors(form, answer, words.sendFailed);
  });
  const error = errors.text?.message ?? errors.root?.server?.message;
  return (
    <form onSubmit={submit} className="flex items-end gap-2" noValidate>
      <div className="flex-1">
        <label htmlFor="composer" className="sr-only">
          {words.yourMessage}
        </label>
        <textarea
          id="composer"
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          {...register("text")}
          placeholder={words.placeholder}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "composer-error" : undefined}
          className="w-full resize-y scroll-mt-28 rounded-xl border border-slate-300 px-3 py-2 text-sm"
        />
        {error && (
          <p id="composer-error" role="alert" className="mt-1 text-sm text-rose-700">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary" disabled={isSubmitting}>
        {isSubmitting ? words.sending : words.send}
      </button>
    </form>
  );
}

/**
 * One thread with its composer; a new message appears without a reload (the live stream nudges a re-read).
 * `words` and `locale`: the page's language; the messages people wrote stay as written.
 */
export function ThreadView({
  threadKey,
  words: { thread: words, report: reportWords },
  locale,
}: {
  threadKey: ThreadKey;
  words: ThreadWords;
  locale: Locale;
}) {
  const signedIn = threadKey.kind === "user";
  const sayError = useSayError();
  const user = useRouteData(threadRoute, signedIn ? { params: { id: threadKey.id } } : null, words.loadFailed);
  const guest = useRouteData(guestThread, signedIn ? null : { query: { token: threadKey.token } }, words.openFailed);
  const { data, error, loading, reload } = signedIn ? user : guest;
  const conversation = data?.conversation;
  const end = useRef<HTMLLIElement>(null);
  const count = conversation?.messages.length ?? 0;
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);

  useLiveMessages(
    true,
    (event) => {
      if (event.type !== "message") return;
      if (event.conversationId === "*" || event.conversationId === conversation?.id) reload();
    },
    signedIn ? undefined : threadKey.token,
  );
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
    // Opening (or re-reading) the thread marked it read: the header's count follows.
    if (signedIn && count) void refreshUnreadCount();
  }, [count, signedIn]);

  if (error) return <ListError message={sayError(error.message)} onRetry={reload} retry={words.retry} />;
  if (loading || !conversation) return <ListSkeleton label={words.title} />;

  // A guest's link is their key for everything they do in the thread, as the session is an account's.
  const guestToken = signedIn ? null : threadKey.token;
  const params = { id: conversation.id };
  const send = async (text: string): Promise<ApiAnswer<unknown>> => {
    const answer = guestToken
      ? await callRoute(guestReply, { json: { token: guestToken, text } })
      : await callRoute(sendMessage, { params, json: { text } });
    if (answer.ok) reload();
    return answer;
  };
  const sendReport = async (reason: string): Promise<ApiAnswer<unknown>> => {
    const answer = guestToken
      ? await callRoute(guestReport, { json: { token: guestToken, reason } })
      : await callRoute(report, { params, json: { reason } });
    if (answer.ok) reload();
    return answer;
  };
  const act = async (which: "share" | "block"): Promise<boolean> => {
    const answer =
      which === "share"
        ? await callRoute(shareNumber, { params })
        : guestToken
          ? await callRoute(guestBlock, { json: { token: guestToken } })
          : await callRoute(block, { params });
    // The API's answer is English; said in the page's language when the page knows it.
    if (answer.ok) toast.success(sayError(answer.body.message ?? words.done));
    else toast.error(sayError(answer.body.message ?? words.failed));
    reload();
    return true;
  };
  const { listing } = conversation;

  return (
    <section aria-label={fillWords(words.withName, { name: conversation.otherName })} className="mt-4 space-y-4">
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
        <div className="relative h-14 w-20 shrink-0 overflow-hidden rounded-lg bg-slate-200">
          {listing?.image && <Photo src={listing.image} alt="" sizes="80px" className="object-cover" />}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-slate-900">{conversation.otherName}</h2>
          {conversation.side === "owner" && !conversation.enquirerVerified && (
            <p className="text-sm text-amber-800" data-testid="unverified-enquirer">
              {words.unverifiedEnquirer}
            </p>
          )}
          {listing ? (
            <Link
              href={localePath(locale, `/properties/${listing.id}`)}
              className="text-brand-700 block truncate text-sm hover:underline"
            >
              {listing.title} · {formatListingPrice(listing.type, listing.price, locale)}
            </Link>
          ) : (
            <p className="text-sm text-slate-600">{words.listingGone}</p>
          )}
        </div>
        <div className="flex basis-full flex-wrap items-center gap-2 text-sm sm:basis-auto">
          {signedIn && conversation.canShareNumber && !conversation.closed && (
            <button type="button" className="btn-secondary" onClick={() => void act("share")}>
              {words.shareNumber}
            </button>
          )}
          {conversation.reportedByMe ? (
            <p className="text-slate-600">{words.reported}</p>
          ) : (
            <button type="button" className="btn-secondary" onClick={() => setReporting(true)}>
              {words.report}
            </button>
          )}
          {!conversation.closed && (
            <button type="button" className="btn-secondary" onClick={() => setBlocking(true)}>
              {words.block}
            </button>
          )}
        </div>
      </div>
      <ol
        aria-label={words.messagesLabel}
        aria-live="polite"
        className="max-h-[60vh] space-y-2 overflow-y-auto rounded-xl bg-slate-50 p-3"
      >
        {conversation.messages.map((m) => (
          <Bubble
            key={m.id}
            message={m}
            otherName={conversation.otherName}
            side={conversation.side}
            words={words}
            locale={locale}
          />
        ))}
        <li ref={end} aria-hidden />
      </ol>
      <p className="text-xs text-slate-500">{words.private}</p>
      <Composer closed={conversation.closed} onSend={send} words={words} />
      {reporting && (
        <ReportThreadDialog
          onSend={sendReport}
          onClose={() => setReporting(false)}
          words={reportWords}
          cancelLabel={words.cancel}
          closeLabel={words.close}
        />
      )}
      {blocking && (
        <ConfirmDialog
          title={fillWords(words.blockTitle, { name: conversation.otherName })}
          message={words.blockMessage}
          confirmLabel={words.block}
          busyLabel={words.blocking}
          cancelLabel={words.cancel}
          closeLabel={words.close}
          onConfirm={() => act("block")}
          onClose={() => setBlocking(false)}
        />
      )}
    </section>
  );
}
