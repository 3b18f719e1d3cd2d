import { requestOtp } from "@/lib/accounts";
import { accounts } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const POST = route(accounts.sendOtp, { auth: "public" }, async ({ input, caller, ok }) =>
  ok({ message: await requestOtp(input.email, input.purpose, caller.ip) }),
);
