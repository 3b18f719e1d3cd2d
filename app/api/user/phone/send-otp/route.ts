import { phone } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { personLanguage } from "@/lib/i18n/request-language";
import { sendAccountPhoneCode } from "@/lib/phones";

export const POST = route(phone.sendVerifyCode, { auth: "user" }, async ({ input, caller, request, ok }) =>
  ok({
    message: await sendAccountPhoneCode(caller.id, input.phone, caller.ip, personLanguage(request, caller.account)),
  }),
);
