import { SITE_NAME, siteContact, siteUrl } from "@/lib/site";
import type { MailMessage } from "@/lib/mail";
import type { OtpPurpose } from "@/domain/accounts/options";
import { DEFAULT_LOCALE, HTML_LANG, localePath, type Locale } from "@/lib/i18n/locales";
import { mailWords } from "@/lib/i18n/sent-words";

/**
 * The site's e-mails: branded HTML with a plain-text twin, built from short blocks. Those that reach a known
 * person (a code, an account's mail) take the person's language (lib/i18n/request-language.ts) and read
 * their words from the `Mail` namespace; their links lead to the pages in that language.
 */
type Block =
  | { paragraph: string }
  | { code: string }
  | { button: { label: string; href: string } }
  | { item: { title: string; detail: string; href: string } };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A page of the site in the mail's language, as an absolute address. */
const pageUrl = (locale: Locale, path: string) => siteUrl(localePath(locale, path));

function compose(
  to: string,
  subject: string,
  heading: string,
  blocks: Block[],
  logNote?: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const support = siteContact().supportEmail;
  const html = blocks
    .map((block) => {
      if ("paragraph" in block) return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.paragraph)}</p>`;
      if ("code" in block)
        return `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;color:#312e81">${escapeHtml(block.code)}</p>`;
      if ("item" in block)
        return `<p style="margin:0 0 16px;line-height:1.5"><a href="${escapeHtml(block.item.href)}" style="color:#4338ca;font-weight:600">${escapeHtml(block.item.title)}</a><br>${escapeHtml(block.item.detail)}</p>`;
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.button.href)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:8px">${escapeHtml(block.button.label)}</a></p>`;
    })
    .join("\n");
  const text = blocks
    .map((block) => {
      if ("paragraph" in block) return block.paragraph;
      if ("code" in block) return block.code;
      if ("item" in block) return `${block.item.title}\n${block.item.detail}\n${block.item.href}`;
      return `${block.button.label}: ${block.button.href}`;
    })
    .join("\n\n");
  return {
    to,
    subject,
    logNote,
    text: `${heading}\n\n${text}\n\n--\n${SITE_NAME} · ${pageUrl(locale, "/")} · ${support}\n`,
    html: `<!doctype html>
<html lang="${locale === DEFAULT_LOCALE ? "en" : HTML_LANG[locale]}"><body style="margin:0;background:#f1f5f9;font-family:Segoe UI,Roboto,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#4f46e5;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:700">${SITE_NAME}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>
${html}
</td></tr>
<tr><td style="padding:16px 24px;background:#f8fafc;color:#475569;font-size:12px">${SITE_NAME}, ${escapeHtml(mailWords(locale)("place"))} · <a href="mailto:${escapeHtml(support)}" style="color:#4338ca">${escapeHtml(support)}</a></td></tr>
</table></td></tr></table>
</body></html>`,
  };
}

export function otpMail(
  to: string,
  purpose: OtpPurpose,
  code: string,
  ttlMinutes: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = mailWords(locale);
  const site = SITE_NAME;
  return compose(
    to,
    t(`${purpose}.subject`, { site }),
    t(`${purpose}.heading`),
    [
      { paragraph: t(`${purpose}.intro`, { site }) },
      { code },
      { paragraph: t("code.expiry", { minutes: ttlMinutes }) },
      { paragraph: t("code.ignore") },
    ],
    `${purpose} code ${code}`,
    locale,
  );
}

/** Sent instead of a code when someone starts registering an address that already has an account. */
export function accountExistsMail(to: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const t = mailWords(locale);
  const site = SITE_NAME;
  return compose(
    to,
    t("accountExists.subject", { site }),
    t("accountExists.heading"),
    [
      { paragraph: t("accountExists.tried") },
      { button: { label: t("accountExists.signIn"), href: pageUrl(locale, "/login") } },
      { paragraph: t("accountExists.forgot") },
      { button: { label: t("accountExists.reset"), href: pageUrl(locale, "/forgot-password") } },
      { paragraph: t("accountExists.notYou") },
    ],
    undefined,
    locale,
  );
}

/**
 * Sent instead of a code when someone asks to reset the password of an address that has no account, so
 * every reset request mails something and neither its answer nor its timing tells who is registered.
 */
export function noAccountMail(to: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const t = mailWords(locale);
  const site = SITE_NAME;
  return compose(
    to,
    t("noAccount.subject", { site }),
    t("noAccount.heading"),
    [
      { paragraph: t("noAccount.asked", { site }) },
      { paragraph: t("noAccount.other") },
      { button: { label: t("noAccount.create"), href: pageUrl(locale, "/register") } },
      { paragraph: t("noAccount.notYou") },
    ],
    undefined,
    locale,
  );
}

export function passwordChangedMail(to: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const t = mailWords(locale);
  const site = SITE_NAME;
  return compose(
    to,
    t("passwordChanged.subject", { site }),
    t("passwordChanged.heading"),
    [
      { paragraph: t("passwordChanged.changed", { site }) },
      { paragraph: t("passwordChanged.notYou") },
      { button: { label: t("passwordChanged.reset"), href: pageUrl(locale, "/forgot-password") } },
    ],
    undefined,
    locale,
  );
}

export type VisitMailDetails = {
  name: string;
  propertyTitle: string;
  propertyUrl: string;
  /** Already formatted for reading, e.g. "Sat, 28 Nov 2026, Morning (9 am - 12 pm)". */
  when: string;
  visitsLeft: number;
};

/** Confirms a house-visit request; the team calls to fix the exact time. */
export function visitRequestedMail(to: string, visit: VisitMailDetails, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const t = mailWords(locale);
  return compose(
    to,
    t("visit.requestSubject", { site: SITE_NAME }),
    t("visit.requestHeading"),
    [
      { paragraph: t("visit.thanks", { name: visit.name, title: visit.propertyTitle }) },
      { paragraph: t("visit.preferred", { when: visit.when }) },
      { button: { label: t("visit.view"), href: visit.propertyUrl } },
      { paragraph: t("visit.used", { left: visit.visitsLeft }) },
    ],
    undefined,
    locale,
  );
}

export type VisitUpdateMailDetails = {
  name: string;
  propertyTitle: string;
  propertyUrl: string;
  status: "requested" | "scheduled" | "completed" | "cancelled";
  /** The agreed moment, formatted for reading (scheduled visits). */
  scheduledFor?: string;
  /** Why it was cancelled (cancelled visits). */
  reason?: string;
  /** Visits left on the plan after a cancellation returned one. */
  visitsLeft?: number;
};

const VISIT_UPDATE_HEADINGS = {
  requested: "visit.headingRequested",
  scheduled: "visit.headingScheduled",
  completed: "visit.headingCompleted",
  cancelled: "visit.headingCancelled",
} as const satisfies Record<VisitUpdateMailDetails["status"], string>;

/** Tells a buyer that the team changed the status of one of their house visits. */
export function visitUpdatedMail(
  to: string,
  visit: VisitUpdateMailDetails,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = mailWords(locale);
  const title = visit.propertyTitle;
  const blocks: Block[] = [{ paragraph: t("visit.hello", { name: visit.name || t("visit.there") }) }];
  if (visit.status === "scheduled") {
    blocks.push({ paragraph: t("visit.scheduled", { title, when: visit.scheduledFor ?? "" }) });
    blocks.push({ paragraph: t("visit.agent") });
  } else if (visit.status === "completed") {
    blocks.push({ paragraph: t("visit.completed", { title }) });
  } else if (visit.status === "cancelled") {
    blocks.push({ paragraph: t("visit.cancelled", { title }) });
    if (visit.reason) blocks.push({ paragraph: t("visit.reason", { reason: visit.reason }) });
    if (visit.visitsLeft !== undefined) blocks.push({ paragraph: t("visit.returned", { left: visit.visitsLeft }) });
  } else {
    blocks.push({ paragraph: t("visit.waiting", { title }) });
  }
  blocks.push({ button: { label: t("visit.view"), href: visit.propertyUrl } });
  blocks.push({ button: { label: t("visit.yourVisits"), href: pageUrl(locale, "/profile") } });
  const heading = t(VISIT_UPDATE_HEADINGS[visit.status]);
  return compose(to, t("visit.updateSubject", { heading, site: SITE_NAME }), heading, blocks, undefined, locale);
}

/**
 * Sent to an owner when an admin approves their listing (it is live now) or their changes to a live one
 * (they show now), with the listing's link.
 */
export function listingApprovedMail(
  to: string,
  ownerName: string,
  title: string,
  listingUrl: string,
  what: "listing" | "changes",
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = mailWords(locale);
  const site = SITE_NAME;
  const heading = what === "listing" ? t("listing.liveHeading") : t("listing.changesLiveHeading");
  return compose(
    to,
    t("listing.liveSubject", { heading, site }),
    heading,
    [
      { paragraph: t("visit.hello", { name: ownerName || t("visit.there") }) },
      {
        paragraph:
          what === "listing" ? t("listing.liveIntro", { title, site }) : t("listing.changesLiveIntro", { title, site }),
      },
      { paragraph: t("listing.page", { url: listingUrl }) },
      { button: { label: t("listing.view"), href: listingUrl } },
      { button: { label: t("listing.myListings"), href: pageUrl(locale, "/profile#my-listings") } },
    ],
    undefined,
    locale,
  );
}

/**
 * An admin's refusal to an owner: of a new listing offered through the public form (`rejected`: list one
 * again), or of changes to a live listing, which stays as it was (`editRejected`: change it again).
 */
function refusalMail(
  refused: "rejected" | "editRejected",
  to: string,
  ownerName: string,
  title: string,
  reason: string | undefined,
  locale: Locale,
): MailMessage {
  const t = mailWords(locale);
  const site = SITE_NAME;
  const next =
    refused === "rejected"
      ? { paragraph: t("listing.again"), label: t("listing.listYours"), path: "/submit-property" }
      : { paragraph: t("listing.changeAgain"), label: t("listing.myListings"), path: "/profile#my-listings" };
  return compose(
    to,
    t(`listing.${refused}Subject`, { site }),
    t(`listing.${refused}Heading`),
    [
      { paragraph: t("visit.hello", { name: ownerName || t("visit.there") }) },
      { paragraph: t(`listing.${refused}Intro`, { title, site }) },
      ...(reason ? [{ paragraph: t("listing.reason", { reason }) }] : []),
      { paragraph: next.paragraph },
      { button: { label: next.label, href: pageUrl(locale, next.path) } },
    ],
    undefined,
    locale,
  );
}

/** Sent to the owner of a listing offered through the public form when an admin does not publish it. */
export const listingRejectedMail = (
  to: string,
  ownerName: string,
  title: string,
  reason?: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage => refusalMail("rejected", to, ownerName, title, reason, locale);

/** Sent to an owner when an admin does not publish their changes to a live listing; it stays as it was. */
export const listingEditRejectedMail = (
  to: string,
  ownerName: string,
  title: string,
  reason?: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage => refusalMail("editRejected", to, ownerName, title, reason, locale);

/** One listing in a saved-search alert. */
export type AlertListing = { title: string; price: string; locality: string; href: string };

/**
 * A saved search's alert: one new listing (instant) or the day's new listings (digest). It names the
 * search, lists each listing's title, price and locality with its link, links to the search's results, and
 * carries List-Unsubscribe with its one-click POST (RFC 8058), which turns off this search only.
 */
export function savedSearchAlertMail(options: {
  to: string;
  searchName: string;
  listings: AlertListing[];
  resultsHref: string;
  unsubscribeUrl: string;
  unsubscribeMailto?: string;
  digest: boolean;
  locale?: Locale;
}): MailMessage {
  const { to, searchName: name, listings, resultsHref, unsubscribeUrl, unsubscribeMailto, digest } = options;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const t = mailWords(locale);
  const count = listings.length;
  const subject = digest
    ? t("alert.subjectDigest", { count, name })
    : t("alert.subjectInstant", { name, title: listings[0]?.title ?? "" });
  const message = compose(
    to,
    subject,
    digest ? t("alert.headingDigest") : t("alert.headingInstant"),
    [
      { paragraph: digest ? t("alert.introDigest", { count, name }) : t("alert.introInstant", { name }) },
      ...listings.map((listing) => ({
        item: { title: listing.title, detail: `${listing.price} · ${listing.locality}`, href: listing.href },
      })),
      { button: { label: t("alert.seeAll"), href: resultsHref } },
      { paragraph: t("alert.why", { name, site: SITE_NAME }) },
      { button: { label: t("alert.off"), href: unsubscribeUrl } },
    ],
    undefined,
    locale,
  );
  const targets = [`<${unsubscribeUrl}>`];
  if (unsubscribeMailto) targets.push(`<${unsubscribeMailto}>`);
  return {
    ...message,
    headers: { "List-Unsubscribe": targets.join(", "), "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** A message as the unread-message mail quotes it. */
export type UnreadMessageLine = { text: string; at: string };

/**
 * One mail for the messages a signed-in recipient left unread in one thread (lib/notifications/unread-mail.ts):
 * the newest few quoted, a link to the thread, and a one-click way to stop these mails.
 */
export function unreadMessagesMail(options: {
  to: string;
  fromName: string;
  title: string;
  count: number;
  messages: UnreadMessageLine[];
  threadUrl: string;
  offUrl: string;
  locale?: Locale;
}): MailMessage {
  const { to, fromName: from, title, count, messages, threadUrl, offUrl } = options;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const t = mailWords(locale);
  const site = SITE_NAME;
  const message = compose(
    to,
    t("unread.subject", { from, count, title, site }),
    t("unread.heading", { count }),
    [
      { paragraph: t("unread.wrote", { from, title }) },
      ...messages.map((line) => ({ paragraph: `${line.at}: ${line.text}` })),
      ...(count > messages.length ? [{ paragraph: t("unread.earlier", { count: count - messages.length }) }] : []),
      { button: { label: t("unread.read"), href: threadUrl } },
      { paragraph: t("unread.why", { site }) },
      { button: { label: t("unread.off"), href: offUrl } },
    ],
    undefined,
    locale,
  );
  return {
    ...message,
    headers: { "List-Unsubscribe": `<${offUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** Sent to the owner of a listing when a visitor asks about it through its Contact form. */
export function enquiryReceivedMail(
  to: string,
  enquiry: {
    ownerName: string;
    title: string;
    /** The enquirer's first name: their e-mail address and phone number stay private. */
    name: string;
    message: string;
    threadUrl: string;
    /** How long further messages from this sender about the listing are not mailed again. */
    windowMinutes: number;
    /** Sent signed out: the e-mail address the sender typed is not confirmed. */
    unverified: boolean;
  },
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = mailWords(locale);
  const site = SITE_NAME;
  const { title, name } = enquiry;
  return compose(
    to,
    t("enquiry.subject", { title, site }),
    t("enquiry.heading"),
    [
      { paragraph: t("visit.hello", { name: enquiry.ownerName || t("visit.there") }) },
      { paragraph: t("enquiry.asked", { name, title }) },
      { paragraph: enquiry.message },
      ...(enquiry.unverified ? [{ paragraph: t("enquiry.unverified", { name }) }] : []),
      { paragraph: t("enquiry.answer", { site, name, minutes: enquiry.windowMinutes }) },
      { button: { label: t("enquiry.open"), href: enquiry.threadUrl } },
    ],
    undefined,
    locale,
  );
}

/** A signed-out enquirer's copy of their enquiry, with the link that opens the thread without an account. */
export function enquiryCopyMail(
  to: string,
  details: { title: string; message: string; threadUrl: string },
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = mailWords(locale);
  const { title } = details;
  return compose(
    to,
    t("enquiry.copySubject", { title, site: SITE_NAME }),
    t("enquiry.copyHeading"),
    [
      { paragraph: t("enquiry.copyAsked", { title }) },
      { paragraph: details.message },
      { paragraph: t("enquiry.copyReplies") },
      { paragraph: t("enquiry.copyNotYou") },
      { button: { label: t("enquiry.open"), href: details.threadUrl } },
    ],
    undefined,
    locale,
  );
}

/** A reply in a signed-out enquirer's thread: the text, and the link that opens the thread to answer. */
export function guestReplyMail(
  to: string,
  reply: { title: string; fromName: string; text: string; threadUrl: string },
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = mailWords(locale);
  const { title, fromName: name } = reply;
  return compose(
    to,
    t("enquiry.replySubject", { title, site: SITE_NAME }),
    t("enquiry.replyHeading", { name }),
    [
      { paragraph: t("enquiry.replied", { name, title }) },
      { paragraph: reply.text },
      { button: { label: t("enquiry.read"), href: reply.threadUrl } },
      { paragraph: t("enquiry.private") },
    ],
    undefined,
    locale,
  );
}

export type AvailabilityReminderDetails = {
  /** "Is your 2 BHK flat in Patia still available?", in the mail's language. */
  question: string;
  title: string;
  listingUrl: string;
  yesUrl: string;
  /** A rent listing closes as rented, any other as sold. */
  close: "rented" | "sold";
  closeUrl: string;
  /** Already formatted for reading in the mail's language. */
  expiresOn: string;
  /** A listing of the team's: the mail goes to the admins. */
  team: boolean;
};

/**
 * The freshness reminder (lib/freshness): one click says the listing is still available, the other closes
 * it. Both open a page with one button, since mail scanners follow links too.
 */
export function availabilityReminderMail(
  to: string,
  details: AvailabilityReminderDetails,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = mailWords(locale);
  const { question, title } = details;
  return compose(
    to,
    details.team ? t("reminder.teamSubject", { question }) : question,
    question,
    [
      { paragraph: details.team ? t("reminder.teamIntro", { title }) : t("reminder.ownerIntro", { title }) },
      { button: { label: t("reminder.yes"), href: details.yesUrl } },
      { button: { label: t(`reminder.${details.close}`), href: details.closeUrl } },
      { paragraph: t("reminder.expires", { date: details.expiresOn }) },
      { item: { title, detail: t("reminder.asSeen"), href: details.listingUrl } },
    ],
    undefined,
    locale,
  );
}

/** One saved listing whose price went down, as the day's price-drop mail lists it. */
export type PriceDropLine = { title: string; was: string; now: string; locality: string; href: string };

/**
 * The day's one mail about saved listings whose asking price went down and stayed down for a day
 * (lib/insights/price-drops.ts), with the way to turn these mails off.
 */
export function priceDropMail(options: {
  to: string;
  drops: PriceDropLine[];
  settingsUrl: string;
  locale?: Locale;
}): MailMessage {
  const { to, drops, settingsUrl } = options;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const t = mailWords(locale);
  const site = SITE_NAME;
  const subject =
    drops.length === 1
      ? t("priceDrop.subjectOne", { title: drops[0].title, now: drops[0].now, site })
      : t("priceDrop.subjectMany", { count: drops.length, site });
  return compose(
    to,
    subject,
    drops.length === 1 ? t("priceDrop.headingOne") : t("priceDrop.headingMany"),
    [
      ...drops.map((drop) => ({
        item: { title: drop.title, detail: `${drop.was} → ${drop.now} · ${drop.locality}`, href: drop.href },
      })),
      { paragraph: t("priceDrop.why", { site }) },
      { button: { label: t("priceDrop.off"), href: settingsUrl } },
    ],
    undefined,
    locale,
  );
}
