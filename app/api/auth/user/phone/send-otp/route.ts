import { phone } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { requestLanguage } from "@/lib/i18n/request-language";
import { requestPhoneSignInCode } from "@/lib/phones";

export const POST = route(phone.sendSignInCode, { auth: "public" }, async ({ input, caller, request, ok }) =>
  ok({ message: await requestPhoneSignInCode(input.phone, caller.ip, requestLanguage(request)) }),
);
