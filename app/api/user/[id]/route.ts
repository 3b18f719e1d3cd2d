import { NextResponse } from "next/server";
import { deleteUser } from "@/lib/admin";
import { requireAdmin } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";
import { parseIdOr404 } from "@/lib/http/params";

type Context = { params: Promise<{ id: string }> };

/** DELETE /user/{id} (admins): the account and its saved listings; its sessions stop working at once. */
export const DELETE = withErrors(async (request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "User not found");
  const admin = await requireAdmin(request);
  await deleteUser(admin, id);
  return NextResponse.json({ success: true, message: "User deleted" });
});
