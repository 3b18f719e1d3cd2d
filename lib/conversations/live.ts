import { EventEmitter } from "node:events";
import { log } from "@/lib/log";
import { redisClient, redisReady, subscribeRedis } from "@/lib/redis/index.mjs";

/**
 * The live channel: tells open pages that something changed for an audience ("user:<id>", "team",
 * "guest:<conversationId>"). It only nudges; the database stays the truth and pages read it again. With
 * REDIS_URL every instance publishes to, and listens on, one Redis channel, through the process's one Redis
 * client (lib/redis: its command connection publishes, its subscriber connection listens), so a message sent
 * through one instance reaches a page streaming from another; without it (one instance) the process's own
 * emitter.
 */
export type LiveNudge = { conversationId: string };

type Envelope = { audiences: string[]; nudge: LiveNudge };

const CHANNEL = "odisha-homes:conversations";
/** How long the first message of a fresh instance waits for Redis, or the other instances would miss it. */
const CONNECT_WAIT_MS = 2000;

/**
 * The open pages' listeners, one emitter per process: every copy of this module (a development server loads
 * the app's modules again after an edit) delivers to the same streams, and listens on Redis once.
 */
const globalLive = globalThis as typeof globalThis & { __conversationsLive?: EventEmitter };

function emitter(): EventEmitter {
  if (globalLive.__conversationsLive) return globalLive.__conversationsLive;
  const live = new EventEmitter();
  // Every open stream listens; the default warning at ten listeners would misread that as a leak.
  live.setMaxListeners(0);
  globalLive.__conversationsLive = live;
  subscribeRedis(CHANNEL, (raw) => {
    try {
      deliver(live, JSON.parse(raw) as Envelope);
    } catch (error) {
      log.warn({ err: error }, "Live messages: unreadable nudge");
    }
  });
  return live;
}

function deliver(live: EventEmitter, { audiences, nudge }: Envelope): void {
  for (const audience of audiences) live.emit(audience, nudge);
}

/** Nudges the audiences' open pages, on every instance. Never throws: a lost nudge loses no message. */
export async function publishLive(audiences: string[], nudge: LiveNudge): Promise<void> {
  const live = emitter();
  const envelope: Envelope = { audiences, nudge };
  const publisher = redisClient();
  if (publisher && (await redisReady(publisher, CONNECT_WAIT_MS))) {
    try {
      await publisher.publish(CHANNEL, JSON.stringify(envelope));
      return;
    } catch (error) {
      log.warn({ err: error }, "Live messages: publishing to Redis failed; this instance's pages still hear it");
    }
  }
  deliver(live, envelope);
}

/** Calls `listener` for each nudge to the audience until the returned function is called. */
export function subscribeLive(audience: string, listener: (nudge: LiveNudge) => void): () => void {
  const live = emitter();
  live.on(audience, listener);
  return () => live.off(audience, listener);
}

export const userAudience = (userId: string) => `user:${userId}`;
export const TEAM_AUDIENCE = "team";
export const guestAudience = (conversationId: string) => `guest:${conversationId}`;
