import { NextResponse } from "next/server";
import { clientIp, readJson, withErrors } from "@/lib/http";
import { sendAgentMessage } from "@/lib/messages";
import { contactAgentSchema } from "@/lib/validation/contact-agent";

export const dynamic = "force-dynamic";

/** POST /api/contact-agent: a visitor asks the agent about a listing; stored for the admins. */
export const POST = withErrors(async (request) => {
  const input = contactAgentSchema.parse(await readJson(request));
  await sendAgentMessage(input, clientIp(request));
  return NextResponse.json({ success: true, message: "Message sent successfully!" }, { status: 201 });
});
