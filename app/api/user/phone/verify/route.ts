import { toPublicUser } from "@/lib/accounts";
import { phone } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { verifyAccountPhone } from "@/lib/phones";

export const POST = route(phone.verifyPhone, { auth: "user" }, async ({ input, caller, ok }) => {
  const user = await verifyAccountPhone(caller.id, input.phone, input.otp);
  return ok({ user: toPublicUser(user), message: "Your mobile number is verified." });
});
