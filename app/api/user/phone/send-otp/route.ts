import { phone } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { sendAccountPhoneCode } from "@/lib/phones";

export const POST = route(phone.sendVerifyCode, { auth: "user" }, async ({ input, caller, ok }) =>
  ok({ message: await sendAccountPhoneCode(caller.id, input.phone, caller.ip) }),
);
