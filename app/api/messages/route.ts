import { messages } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { listMessages, sendContactMessage } from "@/lib/messages";

export const dynamic = "force-dynamic";

export const POST = route(messages.sendContactMessage, { auth: "public" }, async ({ input, caller, ok }) => {
  await sendContactMessage(input, caller.ip);
  return ok({ message: "Message sent successfully!" }, { status: 201 });
});

export const GET = route(messages.messageList, { auth: "admin" }, async ({ query, ok }) =>
  ok(await listMessages(query), { headers: { "Cache-Control": "private, no-store" } }),
);
