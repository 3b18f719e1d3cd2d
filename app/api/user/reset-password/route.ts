import { resetPassword } from "@/lib/accounts";
import { accounts } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { requestLanguage } from "@/lib/i18n/request-language";

export const POST = route(accounts.resetPassword, { auth: "public" }, async ({ input, caller, request, ok }) => {
  await resetPassword(input, caller.ip, requestLanguage(request));
  return ok({ message: "Password reset successfully" });
});
