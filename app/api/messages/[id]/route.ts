import { deleteMessageAsAdmin } from "@/lib/admin";
import { messages } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const DELETE = route(
  messages.deleteMessage,
  { auth: "admin", params: { id: "Message not found" }, body: "none" },
  async ({ caller, params, ok }) => {
    await deleteMessageAsAdmin(caller.account, params.id);
    return ok({ message: "Message deleted" });
  },
);
