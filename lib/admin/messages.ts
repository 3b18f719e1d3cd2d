import { recordAudit, type AdminActor } from "@/lib/admin/audit";
import { deleteMessage } from "@/lib/messages";

/** An admin removes a message; the audit log keeps who did it and when. */
export async function deleteMessageAsAdmin(admin: AdminActor, id: string): Promise<void> {
  await deleteMessage(id);
  await recordAudit(admin, "message.delete", { type: "message", id });
}
