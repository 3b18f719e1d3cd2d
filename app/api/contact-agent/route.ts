import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { sendAgentMessage } from "@/lib/messages";
import { contactAgentSchema } from "@/lib/validation/contact-agent";

export const dynamic = "force-dynamic";

/** POST /api/contact-agent: a visitor asks the agent about a listing; stored for the admins, and sent to
 * the listing's owner when an owner account posted it (`routedTo`). */
export const POST = route({ auth: "public", body: contactAgentSchema }, async ({ input, caller }) => {
  const { routedTo } = await sendAgentMessage(input, caller.ip);
  return NextResponse.json({ success: true, routedTo, message: "Message sent successfully!" }, { status: 201 });
});
