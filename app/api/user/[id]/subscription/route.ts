import { updateUserSubscription } from "@/lib/admin";
import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const PUT = route(
  admin.adminUpdateSubscription,
  { auth: "admin", params: { id: "User not found" } },
  async ({ input, caller, params, ok }) =>
    ok({
      user: await updateUserSubscription(caller.account, params.id, input),
      message: "Subscription updated",
    }),
);
