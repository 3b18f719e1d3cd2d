import { NextResponse } from "next/server";
import { deleteUser } from "@/lib/admin";
import { route } from "@/lib/http/route";

/** DELETE /user/{id} (admins): the account and its saved listings; its sessions stop working at once. */
export const DELETE = route({ auth: "admin", params: { id: "User not found" } }, async ({ caller, params }) => {
  await deleteUser(caller.account, params.id);
  return NextResponse.json({ success: true, message: "User deleted" });
});
