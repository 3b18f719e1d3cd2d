import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth";
import { clientIp, readJson, searchParamsObject, withErrors } from "@/lib/http";
import { listMessages, sendContactMessage } from "@/lib/messages";
import { createMessageSchema, getMessagesQuerySchema } from "@/lib/validation/message";

export const dynamic = "force-dynamic";

/** POST /api/messages: a visitor's message from the contact page; no account needed. */
export const POST = withErrors(async (request) => {
  const input = createMessageSchema.parse(await readJson(request));
  await sendContactMessage(input, clientIp(request));
  return NextResponse.json({ success: true, message: "Message sent successfully!" }, { status: 201 });
});

/** GET /api/messages: every message (contact page, agent forms, reports), newest first, for admins. */
export const GET = withErrors(async (request) => {
  const query = getMessagesQuerySchema.parse(searchParamsObject(new URL(request.url).searchParams));
  await requireAdmin(request);
  const result = await listMessages(query);
  return NextResponse.json({ success: true, ...result }, { headers: { "Cache-Control": "private, no-store" } });
});
