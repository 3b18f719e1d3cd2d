import { messages } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { requestLanguage } from "@/lib/i18n/request-language";
import { sendAgentMessage } from "@/lib/messages";

export const dynamic = "force-dynamic";

/** Signed in, the enquiry is the caller's thread; signed out, a guest thread known by the e-mail given. */
export const POST = route(messages.contactAgent, { auth: "session" }, async ({ input, caller, request, ok }) => {
  const { routedTo } = await sendAgentMessage(input, caller, requestLanguage(request));
  return ok({ routedTo, message: "Message sent successfully!" }, { status: 201 });
});
