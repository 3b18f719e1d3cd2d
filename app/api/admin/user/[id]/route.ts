import { NextResponse } from "next/server";
import { updateUserInfo } from "@/lib/admin";
import { requireAdmin } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";
import { adminUpdateUserSchema } from "@/lib/validation/admin";
import { parseIdOr404 } from "@/lib/http/params";
import { readJson } from "@/lib/http/body";

type Context = { params: Promise<{ id: string }> };

/** PUT /admin/user/{id}: name, e-mail and phone of an account; nothing else (its role included) is settable. */
export const PUT = withErrors(async (request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "User not found");
  const admin = await requireAdmin(request);
  const input = adminUpdateUserSchema.parse(await readJson(request));
  const user = await updateUserInfo(admin, id, input);
  return NextResponse.json({ success: true, user, message: "User updated" });
});
