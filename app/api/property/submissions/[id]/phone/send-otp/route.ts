import { phone } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { personLanguage } from "@/lib/i18n/request-language";
import { sendSubmissionPhoneCode } from "@/lib/phones";

const NOT_WAITING = "This submission is not waiting for a phone code.";

/** Whoever submitted it may ask again; the code goes only to the submission's own number. */
export const POST = route(
  phone.sendSubmissionCode,
  { auth: "session", params: { id: NOT_WAITING }, body: "none" },
  async ({ params, caller, request, ok }) =>
    ok({
      message: await sendSubmissionPhoneCode(params.id, {
        ip: caller.ip,
        account: caller.signedIn ? caller.id : undefined,
        language: personLanguage(request, caller.signedIn ? caller.account : null),
      }),
    }),
);
