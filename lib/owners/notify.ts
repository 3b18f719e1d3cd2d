import { connectToDatabase } from "@/lib/db";
import { enqueueMail } from "@/lib/jobs";
import { firstName } from "@/lib/conversations/serializers";
import { accountLanguage } from "@/lib/i18n/request-language";
import { DEFAULT_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";
import { mailWords } from "@/lib/i18n/sent-words";
import { log } from "@/lib/log";
import { enquiryReceivedMail, listingApprovedMail } from "@/lib/mail/templates";
import { siteUrl } from "@/lib/site";
import { EnquiryMail } from "@/models/EnquiryMail";
import { Property } from "@/models/Property";
import { User } from "@/models/User";

/** The e-mail is the key that folds repeats; it is never put in the mail (the owner answers in the thread). */
export type EnquiryNotice = {
  name: string;
  email: string;
  message: string;
  conversationId: string;
  /** Sent signed out: the typed address proves nothing, and the mail says so. */
  unverified: boolean;
};

/** After a mail about a sender's enquiry, that sender's further ones about the listing are not mailed for this long. */
export const ENQUIRY_MAIL_WINDOW_MINUTES = 30;
const WINDOW_MS = ENQUIRY_MAIL_WINDOW_MINUTES * 60 * 1000;

const mailKey = (listingId: string, email: string) => `${listingId}|${email.trim().toLowerCase()}`;

/**
 * Claims the mail for this listing and sender unless one went within the window. Inserting the key is the
 * claim (the unique `_id` refuses a second, however many repeats race); a lapsed key is removed only as it
 * was read, so of two requests that both find it lapsed, one removes it and one insert wins.
 */
async function claimMail(key: string): Promise<boolean> {
  await EnquiryMail.init();
  const now = new Date();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await EnquiryMail.create({ _id: key, until: new Date(now.getTime() + WINDOW_MS) });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
    }
    const held = await EnquiryMail.findById(key).lean();
    if (held && held.until > now) return false;
    if (held) await EnquiryMail.deleteOne({ _id: key, until: held.until });
  }
  return false;
}

/**
 * Tells the owner of a listing (the account it belongs to) about a new enquiry by e-mail, through the job
 * queue (retried while the mail server is down): the visitor's message is stored whether or not the mail
 * goes, and a failure here is logged, never the visitor's problem. One mail per sender and listing in
 * ENQUIRY_MAIL_WINDOW_MINUTES: a repeat within it is folded into the mail already sent (the owner reads every
 * message on the listing's row in My listings), so neither the owner's inbox nor the job queue grows with
 * repeats. Listings without an owner account (the team's own, or a signed-out submission nobody claimed)
 * are answered by the team, who read every enquiry in the admin's messages tab.
 * Answers whether the owner hears of it: a mail queued now or within the window.
 */
export async function notifyOwnerOfEnquiry(listingId: string, enquiry: EnquiryNotice): Promise<boolean> {
  try {
    await connectToDatabase();
    const listing = await Property.findById(listingId, { title: 1, account: 1 }).lean();
    if (!listing?.account) return false;
    const owner = await User.findById(listing.account, { email: 1, name: 1, language: 1 }).lean();
    if (!owner?.email) return false;
    const locale = accountLanguage(owner) ?? DEFAULT_LOCALE;
    const key = mailKey(String(listing._id), enquiry.email);
    if (!(await claimMail(key))) return true;
    const queued = await enqueueMail(
      enquiryReceivedMail(
        owner.email,
        {
          ownerName: owner.name ?? "",
          title: listing.title,
          windowMinutes: ENQUIRY_MAIL_WINDOW_MINUTES,
          name: firstName(enquiry.name) || mailWords(locale)("enquiry.someone"),
          message: enquiry.message,
          unverified: enquiry.unverified,
          threadUrl: siteUrl(localePath(locale, `/messages/${enquiry.conversationId}`)),
        },
        locale,
      ),
    );
    // Nothing went, so the next enquiry from this sender should be mailed.
    if (!queued) await EnquiryMail.deleteOne({ _id: key });
    return queued;
  } catch (error) {
    log.error({ err: error, listingId }, "Telling the owner about an enquiry failed");
    return false;
  }
}

/**
 * The language to write to a listing's owner in: their account's setting, else the page's a signed-out
 * submission came from (kept on the listing), else English.
 */
export function listingOwnerLanguage(
  listing: { owner?: { language?: string | null } | null },
  account?: { language?: string | null } | null,
): Locale {
  return accountLanguage(account) ?? accountLanguage(listing.owner) ?? DEFAULT_LOCALE;
}

/**
 * Tells an owner that an admin approved their listing (now live) or their waiting changes, with the
 * listing's link: to the e-mail the submission gave, else the account's, in the owner's language
 * (listingOwnerLanguage). Queued like every mail; a failure is logged and never undoes the approval. Answers whether a mail was queued (null: no owner to tell).
 */
export async function notifyOwnerOfApproval(
  listing: {
    _id: unknown;
    title: string;
    owner?: { name?: string | null; email?: string | null; language?: string | null } | null;
    account?: unknown;
  },
  what: "listing" | "changes",
): Promise<boolean | null> {
  try {
    let email = listing.owner?.email ?? undefined;
    let name = listing.owner?.name ?? "";
    let locale = listingOwnerLanguage(listing);
    if (listing.account) {
      await connectToDatabase();
      const account = await User.findById(listing.account, { email: 1, name: 1, language: 1 }).lean();
      email = email ?? account?.email ?? undefined;
      name = name || (account?.name ?? "");
      locale = listingOwnerLanguage(listing, account);
    }
    if (!email) return null;
    const url = siteUrl(localePath(locale, `/properties/${String(listing._id)}`));
    return await enqueueMail(listingApprovedMail(email, name, listing.title, url, what, locale));
  } catch (error) {
    log.error({ err: error, listingId: String(listing._id) }, "Telling the owner about an approval failed");
    return false;
  }
}
