import { NextResponse } from "next/server";
import { updateUserInfo } from "@/lib/admin";
import { route } from "@/lib/http/route";
import { adminUpdateUserSchema } from "@/lib/validation/admin";

/** PUT /admin/user/{id}: name, e-mail and phone of an account; nothing else (its role included) is settable. */
export const PUT = route(
  { auth: "admin", params: { id: "User not found" }, body: adminUpdateUserSchema },
  async ({ input, caller, params }) => {
    const user = await updateUserInfo(caller.account, params.id, input);
    return NextResponse.json({ success: true, user, message: "User updated" });
  },
);
