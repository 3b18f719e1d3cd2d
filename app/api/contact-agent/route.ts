import { messages } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { sendAgentMessage } from "@/lib/messages";

export const dynamic = "force-dynamic";

export const POST = route(messages.contactAgent, { auth: "public" }, async ({ input, caller, ok }) => {
  const { routedTo } = await sendAgentMessage(input, caller.ip);
  return ok({ routedTo, message: "Message sent successfully!" }, { status: 201 });
});
