import { guestAudience, publishLive, TEAM_AUDIENCE, userAudience } from "@/lib/conversations/live";
import { notifyOfNewMessage } from "@/lib/conversations/notify";
import type { NewMessageEvent } from "@/lib/conversations/new-message-event";
import { log } from "@/lib/log";

/** Both sides' open pages change (the sender's other tabs too). */
function audiences({
  conversationId,
  enquirer,
  owner,
}: Pick<NewMessageEvent, "conversationId" | "enquirer" | "owner">): string[] {
  const names = [guestAudience(conversationId)];
  if (enquirer.userId) names.push(userAudience(enquirer.userId));
  names.push(owner.userId ? userAudience(owner.userId) : TEAM_AUDIENCE);
  return names;
}

/**
 * A thread changed without a new message (it was blocked): both sides' open pages read it again, so the
 * blocked side sees it closed at once. Never throws, like every nudge.
 */
export async function onThreadChanged(thread: { _id: unknown; enquirer?: unknown; owner?: unknown }): Promise<void> {
  const conversationId = String(thread._id);
  await publishLive(
    audiences({
      conversationId,
      enquirer: thread.enquirer ? { userId: String(thread.enquirer) } : {},
      owner: thread.owner ? { userId: String(thread.owner) } : { team: true },
    }),
    { conversationId },
  );
}

/**
 * THE seam for everything that follows a new message: called once per stored message, after it is stored.
 * It nudges the live channel (open pages read the thread again) and hands the message to
 * `notifyOfNewMessage` (lib/conversations/notify.ts), where the mails to guests go and where Web Push and
 * the batched unread-message mails hook in. Never throws: the message is stored whatever happens here.
 */
export async function onNewMessage(event: NewMessageEvent): Promise<void> {
  await publishLive(audiences(event), { conversationId: event.conversationId });
  try {
    await notifyOfNewMessage(event);
  } catch (error) {
    log.error({ err: error, conversationId: event.conversationId }, "Telling the recipient of a message failed");
  }
}
