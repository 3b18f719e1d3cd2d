import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { connectToDatabase } from "@/lib/db";
import { withErrors } from "@/lib/errors";
import { consumeOrRefuse, LIMITS, minutesText } from "@/lib/rate-limit";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { searchParamsObject } from "@/lib/validation/common";
import { createMessageSchema, getMessagesQuerySchema } from "@/lib/validation/message";
import { readJson } from "@/lib/validation/request";
import { Message } from "@/models/Message";

export const dynamic = "force-dynamic";

/** POST /api/messages: a visitor's message from the contact page; no account needed. */
export const POST = withErrors(async (request) => {
  const input = createMessageSchema.parse(await readJson(request));
  await consumeOrRefuse(
    [{ rule: LIMITS.contactMessagePerIp, key: clientIp(request) }],
    (seconds) => `Too many messages from your network. Please try again in ${minutesText(seconds)}.`,
  );
  await connectToDatabase();
  await Message.create({ ...input, kind: "contact" });
  return NextResponse.json({ success: true, message: "Message sent successfully!" }, { status: 201 });
});

/** GET /api/messages: every message (contact page, agent forms, reports), newest first, for admins. */
export const GET = withErrors(async (request) => {
  const { page, limit } = getMessagesQuerySchema.parse(searchParamsObject(new URL(request.url).searchParams));
  await requireAdmin(request);
  const [docs, total] = await Promise.all([
    Message.find({}, { __v: 0 })
      .sort({ timestamp: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean(),
    Message.countDocuments(),
  ]);
  // A JSON round trip turns ObjectIds and Dates into the strings the dashboard reads.
  const data = JSON.parse(JSON.stringify(docs));
  return NextResponse.json(
    { success: true, data, total, page, limit },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
