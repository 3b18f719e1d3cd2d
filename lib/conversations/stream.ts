import { guestAudience, subscribeLive, TEAM_AUDIENCE, userAudience, type LiveNudge } from "@/lib/conversations/live";
import type { Party } from "@/lib/conversations/parties";
import { unreadCount } from "@/lib/conversations/reads";
import { log } from "@/lib/log";

/** A comment line this often keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 20_000;
/**
 * A stream is closed after this long and the browser's EventSource opens a new one (after `retry`): no
 * connection is held for ever, and a reconnect re-reads everything from the database.
 */
const MAX_LIFETIME_MS = 10 * 60_000;
const RETRY_MS = 3000;

const audienceOf = (party: Party) =>
  party.kind === "user"
    ? userAudience(party.userId)
    : party.kind === "guest"
      ? guestAudience(party.conversationId)
      : TEAM_AUDIENCE;

/**
 * Server-sent events for one caller: `unread` (their count) when the stream opens and after each nudge, and
 * `message` naming the thread that changed. The page reads the thread itself from the API: the stream only
 * says when to, so a dropped connection loses nothing.
 */
export function conversationEvents(
  party: Party,
  signal: AbortSignal,
  { team = false }: { team?: boolean } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const sendUnread = async () => {
        try {
          send(`event: unread\ndata: ${JSON.stringify({ unread: await unreadCount(party) })}\n\n`);
        } catch (error) {
          log.warn({ err: error }, "Live messages: counting unread messages failed");
        }
      };
      const onNudge = (nudge: LiveNudge) => {
        send(`event: message\ndata: ${JSON.stringify(nudge)}\n\n`);
        void sendUnread();
      };
      // An admin's pages also hear of the team's threads (the admin panel's inbox).
      const stops = [audienceOf(party), ...(team ? [TEAM_AUDIENCE] : [])].map((a) => subscribeLive(a, onNudge));
      const unsubscribe = () => stops.forEach((stopOne) => stopOne());
      const keepAlive = setInterval(() => send(": keep-alive\n\n"), KEEP_ALIVE_MS);
      const lifetime = setTimeout(() => stop(), MAX_LIFETIME_MS);
      keepAlive.unref?.();
      lifetime.unref?.();
      stop = () => {
        if (!open) return;
        open = false;
        unsubscribe();
        clearInterval(keepAlive);
        clearTimeout(lifetime);
        signal.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };
      signal.addEventListener("abort", stop);
      send(`retry: ${RETRY_MS}\n\n`);
      void sendUnread();
    },
    cancel() {
      stop();
    },
  });
}
