import { conversationOfGuestToken, GUEST_LINK_NOT_VALID } from "@/lib/conversations/guest-link";
import { sendInThread } from "@/lib/conversations/actions";
import type { PostedMessage } from "@/lib/conversations/messages";
import type { Party } from "@/lib/conversations/parties";
import { openThread } from "@/lib/conversations/reads";
import type { ConversationThread } from "@/lib/conversations/serializers";
import { NotFoundError } from "@/lib/errors";

/** The guest a signed link stands for; a link this site did not sign (or that was changed) opens nothing. */
export function guestPartyOf(token: string): Party {
  const conversationId = conversationOfGuestToken(token);
  if (!conversationId) throw new NotFoundError(GUEST_LINK_NOT_VALID);
  return { kind: "guest", conversationId };
}

export async function openGuestThread(token: string): Promise<ConversationThread> {
  const party = guestPartyOf(token);
  return openThread(party, (party as { conversationId: string }).conversationId);
}

export async function replyAsGuest(token: string, text: string): Promise<PostedMessage> {
  const party = guestPartyOf(token);
  return sendInThread(party, (party as { conversationId: string }).conversationId, text);
}
