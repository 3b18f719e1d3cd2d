import { resetPassword } from "@/lib/accounts";
import { accounts } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const POST = route(accounts.resetPassword, { auth: "public" }, async ({ input, caller, ok }) => {
  await resetPassword(input, caller.ip);
  return ok({ message: "Password reset successfully" });
});
