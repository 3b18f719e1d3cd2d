import { updateNotificationPreferences } from "@/lib/accounts";
import { push } from "@/lib/contracts";
import { InvalidInputError } from "@/lib/errors";
import { redirect } from "@/lib/http/answer";
import { route } from "@/lib/http/route";
import { requestLanguage } from "@/lib/i18n/request-language";
import { messageMailsOffPage, userOfMessageMailsOffToken } from "@/lib/notifications";

export const dynamic = "force-dynamic";

const NOT_VALID = "This link is not valid.";

/** Works signed out: the signed token names the account. */
/** The confirmation page is in the visitor's language (their choice on this site, else their browser's). */
export const GET = route(push.messageMailsOffLink, { auth: "public" }, async ({ query, request }) =>
  redirect(messageMailsOffPage(query.token, requestLanguage(request)), 303),
);

export const POST = route(push.messageMailsOff, { auth: "public" }, async ({ query, request, ok }) => {
  const userId = userOfMessageMailsOffToken(query.token);
  if (!userId) throw new InvalidInputError(NOT_VALID, { token: NOT_VALID });
  const notifications = await updateNotificationPreferences(userId, { messages: { email: false } });
  // The confirmation page's form sent before its scripts ran (or without them): back to the page.
  if (request.headers.get("sec-fetch-mode") === "navigate")
    return redirect(messageMailsOffPage(query.token, requestLanguage(request)), 303);
  return ok({ message: "E-mails about unread messages are off.", notifications });
});
