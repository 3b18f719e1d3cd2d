import { requestOtp } from "@/lib/accounts";
import { accounts } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { requestLanguage } from "@/lib/i18n/request-language";

export const POST = route(accounts.sendOtp, { auth: "public" }, async ({ input, caller, request, ok }) =>
  ok({ message: await requestOtp(input.email, input.purpose, caller.ip, requestLanguage(request)) }),
);
