import { updateUserInfo } from "@/lib/admin";
import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const PUT = route(
  admin.adminUpdateUser,
  { auth: "admin", params: { id: "User not found" } },
  async ({ input, caller, params, ok }) =>
    ok({ user: await updateUserInfo(caller.account, params.id, input), message: "User updated" }),
);
