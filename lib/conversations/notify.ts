import { guestThreadUrl } from "@/lib/conversations/guest-link";
import type { NewMessageEvent } from "@/lib/conversations/new-message-event";
import { enqueueMail } from "@/lib/jobs";
import { enquiryCopyMail, guestReplyMail } from "@/lib/mail/templates";
import { firstName } from "@/lib/conversations/serializers";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { mailWords } from "@/lib/i18n/sent-words";
import { SITE_NAME } from "@/lib/site";
import { connectToDatabase } from "@/lib/db";
import { notifyRecipientOfMessage } from "@/lib/notifications/new-message";
import { User } from "@/models/User";

/**
 * Who hears of a new message besides the pages that are open (events.ts: `onNewMessage` calls this once
 * per stored message).
 *
 * Guests (signed-out enquirers) have no inbox: they get a copy of their enquiry, and every reply, by mail
 * with the signed link to their thread. Signed-in recipients: Web Push and the batched unread-message mails
 * hook in HERE (`notifySignedInRecipient` below is their seam).
 */
export async function notifyOfNewMessage(event: NewMessageEvent): Promise<void> {
  const { enquirer } = event;
  // A guest has no account to hold a language: their mails follow the page they enquired from.
  const locale = enquirer.language ?? DEFAULT_LOCALE;
  if (event.sender === "enquirer" && event.startsThread && enquirer.guestEmail && !enquirer.userId) {
    await enqueueMail(
      enquiryCopyMail(
        enquirer.guestEmail,
        {
          title: event.listingTitle,
          message: event.text,
          threadUrl: guestThreadUrl(event.conversationId, locale),
        },
        locale,
      ),
    );
    return;
  }
  if (event.sender === "owner" && enquirer.guestEmail && !enquirer.userId) {
    await enqueueMail(
      guestReplyMail(
        enquirer.guestEmail,
        {
          title: event.listingTitle,
          fromName: await ownerName(event, locale),
          text: event.text,
          threadUrl: guestThreadUrl(event.conversationId, locale),
        },
        locale,
      ),
    );
    return;
  }
  await notifySignedInRecipient(event);
}

async function ownerName(event: NewMessageEvent, locale: Locale): Promise<string> {
  const t = mailWords(locale);
  if (!event.owner.userId) return t("enquiry.team", { site: SITE_NAME });
  await connectToDatabase();
  const owner = await User.findById(event.owner.userId, { name: 1 }).lean();
  return firstName(owner?.name) || t("unread.theOwner");
}

/**
 * A message for a signed-in recipient (an account on either side, or the team). Notifications that reach
 * them outside an open page (Web Push, one mail per thread for messages left unread) are added here.
 */
export async function notifySignedInRecipient(event: NewMessageEvent): Promise<void> {
  await notifyRecipientOfMessage(event);
}
