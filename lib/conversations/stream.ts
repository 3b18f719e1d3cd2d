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

/**
 * The most streams one account (an admin's too), or one guest link, keeps open on an instance. Every page of
 * the site listens while it is open (the header's count), so a person with a few tabs and a window or two
 * holds several; five covers that, while each stream is a held connection and a write for every message, so
 * one account cannot hold dozens. When another opens, the oldest is closed with `event: replaced`: its page
 * waits until it is looked at again before reconnecting (components/messages/live-messages.ts).
 */
export const MAX_STREAMS_PER_PARTY = 5;

const audienceOf = (party: Party) =>
  party.kind === "user"
    ? userAudience(party.userId)
    : party.kind === "guest"
      ? guestAudience(party.conversationId)
      : TEAM_AUDIENCE;

/** Whose streams these are: the cap and the shared count go by it. */
const keyOf = (party: Party) =>
  party.kind === "user"
    ? `user:${party.userId}`
    : party.kind === "guest"
      ? `guest:${party.conversationId}`
      : `team:${String(party.admin._id)}`;

type OpenStream = { sendUnread: (unread: number) => void; replace: () => void };

/** One party's open streams on this instance, oldest first, and the unread count being read for them. */
type PartyStreams = { key: string; party: Party; streams: OpenStream[]; countWanted: boolean; counting: boolean };

const globalStreams = globalThis as typeof globalThis & { __conversationStreams?: Map<string, PartyStreams> };
const registry = (globalStreams.__conversationStreams ??= new Map<string, PartyStreams>());

function joinParty(party: Party, stream: OpenStream): PartyStreams {
  const key = keyOf(party);
  let group = registry.get(key);
  if (!group) {
    group = { key, party, streams: [], countWanted: false, counting: false };
    registry.set(key, group);
  }
  group.streams.push(stream);
  while (group.streams.length > MAX_STREAMS_PER_PARTY) group.streams.shift()!.replace();
  return group;
}

function leaveParty(group: PartyStreams, stream: OpenStream): void {
  const at = group.streams.indexOf(stream);
  if (at >= 0) group.streams.splice(at, 1);
  forgetIfIdle(group);
}

function forgetIfIdle(group: PartyStreams): void {
  if (group.streams.length === 0 && !group.counting && registry.get(group.key) === group) registry.delete(group.key);
}

/**
 * The party's unread count after a nudge, read once and written to all its open streams. Every stream that
 * hears a nudge asks; the read starts once the nudge has reached them all (deliveries are synchronous), so
 * they share it. A nudge that arrives while a read is under way asks for one more after it, never a share of
 * a read that may have started before the change.
 */
function countForAll(group: PartyStreams): void {
  group.countWanted = true;
  if (group.counting) return;
  group.counting = true;
  queueMicrotask(async () => {
    while (group.countWanted) {
      group.countWanted = false;
      try {
        const unread = await unreadCount(group.party);
        for (const stream of [...group.streams]) stream.sendUnread(unread);
      } catch (error) {
        log.warn({ err: error }, "Live messages: counting unread messages failed");
      }
    }
    group.counting = false;
    forgetIfIdle(group);
  });
}

/**
 * Server-sent events for one caller: `unread` (their count) when the stream opens and after each nudge, and
 * `message` naming the thread that changed. The page reads the thread itself from the API: the stream only
 * says when to, so a dropped connection loses nothing. Past `MAX_STREAMS_PER_PARTY` of the caller's streams
 * on this instance, the oldest ends with `event: replaced`.
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
      const sendUnread = (unread: number) => send(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
      const self: OpenStream = {
        sendUnread,
        replace: () => {
          send(`event: replaced\ndata: {}\n\n`);
          stop();
        },
      };
      const group = joinParty(party, self);
      const onNudge = (nudge: LiveNudge) => {
        send(`event: message\ndata: ${JSON.stringify(nudge)}\n\n`);
        countForAll(group);
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
        leaveParty(group, self);
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };
      signal.addEventListener("abort", stop);
      if (signal.aborted) return stop();
      send(`retry: ${RETRY_MS}\n\n`);
      // This stream's first count is its own: the others already show theirs.
      void unreadCount(party).then(sendUnread, (error: unknown) =>
        log.warn({ err: error }, "Live messages: counting unread messages failed"),
      );
    },
    cancel() {
      stop();
    },
  });
}
