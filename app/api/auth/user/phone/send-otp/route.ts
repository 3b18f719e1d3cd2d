import { phone } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { requestPhoneSignInCode } from "@/lib/phones";

export const POST = route(phone.sendSignInCode, { auth: "public" }, async ({ input, caller, ok }) =>
  ok({ message: await requestPhoneSignInCode(input.phone, caller.ip) }),
);
