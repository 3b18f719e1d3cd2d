import mongoose from "mongoose";
import type { NewMessageEvent } from "@/lib/conversations/new-message-event";
import { otherSide, type Side } from "@/domain/conversations/options";
import { firstName, TEAM_NAME } from "@/lib/conversations/serializers";
import { connectToDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { defineJob, enqueue } from "@/lib/jobs/queue";
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "@/lib/i18n/locales";
import { accountLanguage } from "@/lib/i18n/request-language";
import { mailWords, pushWords } from "@/lib/i18n/sent-words";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { unreadMessagesMail } from "@/lib/mail/templates";
import { messageMailsOffUrl, threadPath } from "@/lib/notifications/message-mails-link";
import { notificationPreferences } from "@/lib/notifications/preferences";
import { sendPushToUser } from "@/lib/notifications/push";
import { siteUrl } from "@/lib/site";
import { Conversation, type ConversationDoc } from "@/models/Conversation";
import { ConversationMessage } from "@/models/ConversationMessage";
import { MessageMailBatch } from "@/models/MessageMailBatch";
import { Property } from "@/models/Property";
import { User } from "@/models/User";

/**
 * What reaches a signed-in recipient of a new message outside an open page: a push to their devices at once
 * (if they want message pushes), and, if the message is still unread MESSAGE_MAIL_DELAY_MS later, one mail
 * for all the thread's unread messages. Both run as jobs on the queue.
 *
 * Batching: the first unread message opens a batch for (thread, recipient), due after the delay; while it
 * is pending, a unique index refuses a second one, so later messages simply join it. When it is due, the
 * thread's unread count for the recipient decides: 0 (they read it in time) means no mail; otherwise one
 * mail quotes the newest unread messages. If the oldest unread message is younger than the delay (they read
 * the thread, then a new message came), the batch waits until that message is old enough.
 */

const PUSH_JOB = "notifications.message-push";
const MAIL_JOB = "notifications.unread-mail";

/** The newest unread messages a mail quotes; it counts the rest. */
const QUOTED_MESSAGES = 5;
const PUSH_TEXT_LENGTH = 140;

type PushData = { userId: string; conversationId: string; title: string; text: string; fromName: string };

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

defineJob<PushData>(
  PUSH_JOB,
  async ({ userId, conversationId, title, text, fromName }) => {
    await connectToDatabase();
    const user = await User.findById(userId, { notifications: 1, language: 1 }).lean();
    if (!user || !notificationPreferences(user).messages.push) return;
    const t = pushWords(accountLanguage(user) ?? DEFAULT_LOCALE);
    await sendPushToUser(userId, {
      title: t("message", { from: fromName, title: clip(title, 60) }),
      body: clip(text, PUSH_TEXT_LENGTH),
      url: threadPath(conversationId),
      tag: `conversation-${conversationId}`,
    });
  },
  // A push repeated after a failure part-way would reach some devices twice; the sender drops dead ones.
  { retries: false },
);

defineJob<{ batchId: string }>(MAIL_JOB, ({ batchId }) => sendUnreadMail(batchId));

/**
 * The name the recipient knows the sender by: the enquirer's first name, the owner's, or the team; without
 * a name, the role in the recipient's language.
 */
async function senderName(thread: ConversationDoc, sender: Side, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  const t = mailWords(locale);
  if (sender === "enquirer") return firstName(thread.enquirerName) || t("unread.theEnquirer");
  if (!thread.owner) return TEAM_NAME;
  const owner = await User.findById(thread.owner, { name: 1 }).lean();
  return firstName(owner?.name) || t("unread.theOwner");
}

/** A pending batch this long past due lost its job (a queue outage): the next message queues it again. */
const STALE_BATCH_MS = 60 * 60 * 1000;

/** Opens a batch for the recipient's unread messages of the thread, unless one is already pending. */
async function openBatch(conversationId: string, recipient: string, side: Side, dueAt: Date): Promise<void> {
  let batchId: mongoose.Types.ObjectId;
  // The unique index is what refuses a second pending batch: it must exist before the first insert.
  await MessageMailBatch.init();
  try {
    const batch = await MessageMailBatch.create({ conversation: conversationId, recipient, side, dueAt });
    batchId = batch._id;
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    const stale = await MessageMailBatch.findOne({
      conversation: conversationId,
      recipient,
      state: "pending",
      dueAt: { $lt: new Date(Date.now() - STALE_BATCH_MS) },
    }).lean();
    if (stale) await enqueue(MAIL_JOB, { batchId: String(stale._id) });
    return;
  }
  try {
    await enqueue(MAIL_JOB, { batchId: String(batchId) }, { at: dueAt });
  } catch (error) {
    // A pending batch without its job would hold back every later mail of the thread until it went stale.
    await MessageMailBatch.deleteOne({ _id: batchId, state: "pending" });
    throw error;
  }
}

const finish = (batchId: mongoose.Types.ObjectId, state: "sent" | "skipped", messageCount = 0) =>
  MessageMailBatch.updateOne({ _id: batchId, state: "pending" }, { $set: { state, messageCount, doneAt: new Date() } });

/** Mails one batch when it is due (a job; see above). An SMTP failure throws and the job is tried again. */
export async function sendUnreadMail(batchId: string): Promise<void> {
  await connectToDatabase();
  const batch = await MessageMailBatch.findOne({ _id: batchId, state: "pending" }).lean();
  if (!batch) return;
  const side = batch.side as Side;
  const [thread, recipient] = await Promise.all([
    Conversation.findById(batch.conversation).lean<ConversationDoc>(),
    User.findById(batch.recipient, { email: 1, notifications: 1, language: 1 }).lean(),
  ]);
  const unread = thread?.unread?.[side] ?? 0;
  if (!thread || !recipient?.email || unread === 0 || !notificationPreferences(recipient).messages.email) {
    await finish(batch._id, "skipped");
    return;
  }
  const sender = otherSide(side);
  const quoted = (
    await ConversationMessage.find({ conversation: thread._id, sender }, { text: 1, createdAt: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .limit(Math.min(unread, QUOTED_MESSAGES))
      .lean()
  ).reverse();
  const [oldestUnread] =
    unread > quoted.length
      ? await ConversationMessage.find({ conversation: thread._id, sender }, { createdAt: 1 })
          .sort({ createdAt: -1, _id: -1 })
          .skip(unread - 1)
          .limit(1)
          .lean()
      : quoted;
  const readyAt = (oldestUnread?.createdAt?.getTime() ?? 0) + env().MESSAGE_MAIL_DELAY_MS;
  if (readyAt > Date.now()) {
    // Read in time, then a newer message came: it gets its own full wait.
    const dueAt = new Date(readyAt);
    await MessageMailBatch.updateOne({ _id: batch._id, state: "pending" }, { $set: { dueAt } });
    await enqueue(MAIL_JOB, { batchId }, { at: dueAt });
    return;
  }
  const listing = await Property.findById(thread.property, { title: 1 }).lean();
  const locale = accountLanguage(recipient) ?? DEFAULT_LOCALE;
  await sendMail(
    unreadMessagesMail({
      to: recipient.email,
      fromName: await senderName(thread, sender, locale),
      title: listing?.title ?? mailWords(locale)("unread.yourEnquiry"),
      count: unread,
      messages: quoted.map((m) => ({ text: m.text, at: mailTime(m.createdAt, locale) })),
      threadUrl: siteUrl(localePath(locale, threadPath(String(thread._id)))),
      offUrl: messageMailsOffUrl(String(recipient._id)),
      locale,
    }),
  );
  await finish(batch._id, "sent", unread);
  // A message stored while this mail was being made found the batch pending and joined it, but the mail
  // may not include it: if the thread moved on since it was read, a new batch covers what is left.
  const now = await Conversation.findById(thread._id, {
    lastMessageAt: 1,
    lastSender: 1,
    unread: 1,
  }).lean<ConversationDoc>();
  if (
    now &&
    now.lastSender === sender &&
    (now.unread?.[side] ?? 0) > 0 &&
    now.lastMessageAt.getTime() > thread.lastMessageAt.getTime()
  ) {
    await openBatch(
      String(thread._id),
      String(recipient._id),
      side,
      new Date(Date.now() + env().MESSAGE_MAIL_DELAY_MS),
    );
  }
}

/** When a quoted message was sent, in the mail's language (Western digits in each: docs/i18n.md). */
const TIME_FORMATS: Record<Locale, Intl.DateTimeFormat> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(locale === "en" ? "en-IN" : `${locale}-IN-u-nu-latn`, {
      timeZone: "Asia/Kolkata",
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

const mailTime = (at: Date | null | undefined, locale: Locale) => (at ? TIME_FORMATS[locale].format(at) : "");

/**
 * A new message for a signed-in recipient (conversations' seam, lib/conversations/notify.ts): queues the
 * push and opens (or joins) the unread-mail batch. The team's side has no single recipient: it reads the
 * admin inbox.
 */
export async function notifyRecipientOfMessage(event: NewMessageEvent): Promise<void> {
  const side = otherSide(event.sender);
  const recipient = side === "owner" ? event.owner : event.enquirer;
  if (!recipient.userId) return;
  await connectToDatabase();
  const thread = await Conversation.findById(event.conversationId, {
    enquirerName: 1,
    owner: 1,
  }).lean<ConversationDoc>();
  if (!thread) return;
  const fromName = await senderName(thread, event.sender);
  try {
    await enqueue(PUSH_JOB, {
      userId: recipient.userId,
      conversationId: event.conversationId,
      title: event.listingTitle,
      text: event.text,
      fromName,
    } satisfies PushData);
  } catch (error) {
    log.error({ err: error, conversationId: event.conversationId }, "Queueing a message push failed");
  }
  await openBatch(
    event.conversationId,
    recipient.userId,
    side,
    new Date(event.createdAt.getTime() + env().MESSAGE_MAIL_DELAY_MS),
  );
}
