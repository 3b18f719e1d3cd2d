import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth";
import { parseIdOr404, refuseBody, withErrors } from "@/lib/http";
import { deleteMessage } from "@/lib/messages";

type Context = { params: Promise<{ id: string }> };

/** DELETE /api/messages/{id}: admins remove a message. */
export const DELETE = withErrors(async (request, { params }: Context) => {
  await refuseBody(request);
  const id = parseIdOr404((await params).id, "Message not found");
  await requireAdmin(request);
  await deleteMessage(id);
  return NextResponse.json({ success: true, message: "Message deleted" });
});
