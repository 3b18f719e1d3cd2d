import { NextResponse } from "next/server";
import { deleteMessageAsAdmin } from "@/lib/admin";
import { requireAdmin } from "@/lib/auth";
import { parseIdOr404, refuseBody, withErrors } from "@/lib/http";

type Context = { params: Promise<{ id: string }> };

/** DELETE /api/messages/{id}: admins remove a message; the audit log records it. */
export const DELETE = withErrors(async (request, { params }: Context) => {
  await refuseBody(request);
  const id = parseIdOr404((await params).id, "Message not found");
  const admin = await requireAdmin(request);
  await deleteMessageAsAdmin(admin, id);
  return NextResponse.json({ success: true, message: "Message deleted" });
});
