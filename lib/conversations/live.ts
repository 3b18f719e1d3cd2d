import { EventEmitter } from "node:events";
import { createClient } from "@redis/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/**
 * The live channel: tells open pages that something changed for an audience ("user:<id>", "team",
 * "guest:<conversationId>"). It only nudges; the database stays the truth and pages read it again. With
 * REDIS_URL every instance publishes to, and listens on, one Redis channel, so a message sent through one
 * instance reaches a page streaming from another; without it (one instance) the process's own emitter.
 */
export type LiveNudge = { conversationId: string };

type Envelope = { audiences: string[]; nudge: LiveNudge };

const CHANNEL = "odisha-homes:conversations";
const CONNECT_WAIT_MS = 2000;

type LiveState = {
  emitter: EventEmitter;
  publisher?: LiveClient;
  subscriber?: LiveClient;
  /** Settles once the publisher first connects (or fails to). */
  publisherConnected?: Promise<unknown>;
};

const globalLive = globalThis as typeof globalThis & { __conversationsLive?: LiveState };

function redisClient(url: string) {
  const client = createClient({
    url,
    // A publish while Redis is away fails at once (the local emitter still carries it) instead of queueing.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000) },
  });
  client.on("error", (error) => log.warn({ err: error }, "Live messages: Redis unreachable"));
  return client;
}

type LiveClient = ReturnType<typeof redisClient>;

function state(): LiveState {
  if (globalLive.__conversationsLive) return globalLive.__conversationsLive;
  const emitter = new EventEmitter();
  // Every open stream listens; the default warning at ten listeners would misread that as a leak.
  emitter.setMaxListeners(0);
  const live: LiveState = { emitter };
  const url = env().REDIS_URL;
  if (url) {
    live.publisher = redisClient(url);
    live.subscriber = redisClient(url);
    live.publisherConnected = live.publisher.connect().catch(() => undefined);
    live.subscriber
      .connect()
      .then(() =>
        live.subscriber!.subscribe(CHANNEL, (raw) => {
          try {
            deliver(emitter, JSON.parse(raw) as Envelope);
          } catch (error) {
            log.warn({ err: error }, "Live messages: unreadable nudge");
          }
        }),
      )
      .catch(() => undefined);
  }
  globalLive.__conversationsLive = live;
  return live;
}

function deliver(emitter: EventEmitter, { audiences, nudge }: Envelope): void {
  for (const audience of audiences) emitter.emit(audience, nudge);
}

/** Nudges the audiences' open pages, on every instance. Never throws: a lost nudge loses no message. */
export async function publishLive(audiences: string[], nudge: LiveNudge): Promise<void> {
  const live = state();
  const envelope: Envelope = { audiences, nudge };
  // The first message of a fresh instance waits briefly for Redis, or the other instances would miss it.
  if (live.publisher && !live.publisher.isReady) {
    await Promise.race([
      live.publisherConnected,
      new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
    ]);
  }
  if (live.publisher?.isReady) {
    try {
      await live.publisher.publish(CHANNEL, JSON.stringify(envelope));
      return;
    } catch (error) {
      log.warn({ err: error }, "Live messages: publishing to Redis failed; this instance's pages still hear it");
    }
  }
  deliver(live.emitter, envelope);
}

/** Calls `listener` for each nudge to the audience until the returned function is called. */
export function subscribeLive(audience: string, listener: (nudge: LiveNudge) => void): () => void {
  const { emitter } = state();
  emitter.on(audience, listener);
  return () => emitter.off(audience, listener);
}

export const userAudience = (userId: string) => `user:${userId}`;
export const TEAM_AUDIENCE = "team";
export const guestAudience = (conversationId: string) => `guest:${conversationId}`;
