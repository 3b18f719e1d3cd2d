import { deleteUser } from "@/lib/admin";
import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const DELETE = route(
  admin.adminDeleteUser,
  { auth: "admin", params: { id: "User not found" } },
  async ({ caller, params, ok }) => {
    await deleteUser(caller.account, params.id);
    return ok({ message: "User deleted" });
  },
);
