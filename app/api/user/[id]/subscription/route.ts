import { NextResponse } from "next/server";
import { updateUserSubscription } from "@/lib/admin";
import { route } from "@/lib/http/route";
import { adminSubscriptionSchema } from "@/lib/validation/admin";

/** PUT /user/{id}/subscription (admins): switch a plan on or off, with a remark. */
export const PUT = route(
  { auth: "admin", params: { id: "User not found" }, body: adminSubscriptionSchema },
  async ({ input, caller, params }) => {
    const user = await updateUserSubscription(caller.account, params.id, input);
    return NextResponse.json({ success: true, user, message: "Subscription updated" });
  },
);
