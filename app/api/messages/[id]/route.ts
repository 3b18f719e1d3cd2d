import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { notFound, withErrors } from "@/lib/errors";
import { parseIdOr404 } from "@/lib/validation/common";
import { Message } from "@/models/Message";

type Context = { params: Promise<{ id: string }> };

/** DELETE /api/messages/{id}: admins remove a message. */
export const DELETE = withErrors(async (request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "Message not found");
  await requireAdmin(request);
  const { deletedCount } = await Message.deleteOne({ _id: id });
  if (!deletedCount) throw notFound("Message not found");
  return NextResponse.json({ success: true, message: "Message deleted" });
});
