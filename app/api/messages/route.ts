import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { listMessages, sendContactMessage } from "@/lib/messages";
import { createMessageSchema, getMessagesQuerySchema } from "@/lib/validation/message";

export const dynamic = "force-dynamic";

/** POST /api/messages: a visitor's message from the contact page; no account needed. */
export const POST = route({ auth: "public", body: createMessageSchema }, async ({ input, caller }) => {
  await sendContactMessage(input, caller.ip);
  return NextResponse.json({ success: true, message: "Message sent successfully!" }, { status: 201 });
});

/** GET /api/messages: every message (contact page, agent forms, reports), newest first, for admins. */
export const GET = route({ auth: "admin", query: getMessagesQuerySchema }, async ({ query }) => {
  const result = await listMessages(query);
  return NextResponse.json({ success: true, ...result }, { headers: { "Cache-Control": "private, no-store" } });
});
