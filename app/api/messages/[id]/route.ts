import { NextResponse } from "next/server";
import { deleteMessageAsAdmin } from "@/lib/admin";
import { route } from "@/lib/http/route";

/** DELETE /api/messages/{id}: admins remove a message; the audit log records it. */
export const DELETE = route(
  { auth: "admin", params: { id: "Message not found" }, body: "none" },
  async ({ caller, params }) => {
    await deleteMessageAsAdmin(caller.account, params.id);
    return NextResponse.json({ success: true, message: "Message deleted" });
  },
);
