// The process's one Redis client (REDIS_URL): every use of Redis goes through here. Next.js's page and data
// cache (lib/cache/handler.mjs), the single flight of cached reads (lib/cache/single-flight.ts) and the live
// channel of conversations (lib/conversations/live.ts) share one command connection; the live channel also
// needs one connection in subscribe mode, since a connection that has subscribed runs nothing but
// subscriptions and PING in RESP2, the protocol this client speaks by default (RESP3 would allow both on one
// connection, but it changes the shape of some replies and the cache library was not tried with it). So a
// process holds at most two connections, both made here and named in Redis's CLIENT LIST
// (odisha-homes:commands, odisha-homes:live), opened the first time each is asked for, with one set of
// settings, one reconnect policy and one health state (/api/health).
//
// Without REDIS_URL (one instance), and during `next build`, there is no client: every caller has its own
// way without Redis (the cache in memory, reads shared in the process, the process's own emitter).
//
// Plain JavaScript, like the cache handler that imports it: Next.js loads lib/cache/handler.mjs as it is,
// with Node.js's own import() of the file named in next.config.ts, outside the app's bundle; the app's code
// is bundled, and holds its own copy of this module. Two copies of one module in one process (more in
// development, where an edit loads the app's copy again) would each open their connections, so the state
// lives in one process-wide record on globalThis under a registered symbol, as Next.js itself keeps its
// cache handlers for the same reason (next/dist/server/use-cache/handlers.js: "so that we can access the
// same instance across different boundaries (such as different copies of the same module)"). That record is
// read and written only in this file.
import { createClient } from "@redis/client";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

/** How long one Redis command may take before its caller treats it as failed (a frozen Redis stalls nothing). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long a caller waits for the first connection before going on without Redis. */
const FIRST_CONNECT_WAIT_MS = 3000;

const STATE = Symbol.for("odisha-homes.redis");

/**
 * @typedef {ReturnType<typeof createClient>} RedisConnection
 * @typedef {{ mode: "local" | "shared", state: "local" | "up" | "down" | "connecting", since: number }} RedisStatus
 * @typedef {{
 *   commands?: RedisConnection,
 *   subscriber?: RedisConnection,
 *   status: RedisStatus,
 *   firstConnects: WeakMap<RedisConnection, Promise<unknown>>,
 *   cacheStore?: unknown,
 * }} RedisState
 */

/** @returns {RedisState} */
function state() {
  globalThis[STATE] ??= { status: { mode: "local", state: "local", since: Date.now() }, firstConnects: new WeakMap() };
  return globalThis[STATE];
}

/** REDIS_URL, unless this is the build (which always keeps its cache in memory and sends no live message). */
export function redisUrl(env = process.env) {
  return env.REDIS_URL && env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD ? env.REDIS_URL : undefined;
}

function warn(message, extra = {}) {
  console.warn(JSON.stringify({ level: "warn", time: new Date().toISOString(), msg: message, ...extra }));
}

/**
 * A connection with this app's settings, connecting in the background at once. Commands sent while it is
 * disconnected fail at once instead of queueing (a cache miss, not a wait); it reconnects by itself, forever,
 * at most every two seconds; it pings Redis every 5 s (a subscribed connection too), so a Redis that accepts
 * connections but does not answer, or a connection dropped on the way, is noticed and opened again. The process's own connections are `redisClient()` and
 * `redisSubscriber()`; tests open more to stand for other instances.
 *
 * @param {string} url
 * @param {{ name?: string }} [options]
 * @returns {RedisConnection}
 */
export function openRedis(url, { name } = {}) {
  const client = createClient({
    url,
    // Named in Redis's CLIENT LIST, so an operator sees which connection is which.
    name,
    disableOfflineQueue: true,
    pingInterval: 5000,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000),
    },
  });
  // Without a listener an error would end the process; what a failure means is told by watch() below.
  client.on("error", () => undefined);
  // Callers wait for the first connection only until it is made or first fails (redisReady).
  const firstConnects = state().firstConnects;
  const first = client.connect().catch(() => undefined);
  firstConnects.set(client, first);
  const settled = () => firstConnects.delete(client);
  void first.finally(settled);
  client.once("error", settled);
  return client;
}

/**
 * Resolves true once `client` is connected, false after `ms`: only while it makes its first connection (a
 * process's first call is often an expiry or a message, which must not be lost to the connection still being
 * opened); once that failed, or it was up and went down, callers do not wait.
 *
 * @param {RedisConnection} client
 * @param {number} [ms]
 * @returns {Promise<boolean>}
 */
export function redisReady(client, ms = FIRST_CONNECT_WAIT_MS) {
  if (client.isReady) return Promise.resolve(true);
  const first = state().firstConnects.get(client);
  if (!first) return Promise.resolve(false);
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([first.then(() => client.isReady), late]).finally(() => clearTimeout(timer));
}

/** Logs when a connection of this process goes and comes back, once each; the command connection's is /api/health's. */
function watch(client, { health, lost, back }) {
  let down = false;
  const record = (now) => {
    if (health) Object.assign(state().status, { state: now, since: Date.now() });
  };
  client.on("error", (error) => {
    if (down) return;
    down = true;
    record("down");
    warn(lost, { cause: String(error?.message ?? error) });
  });
  client.on("ready", () => {
    record("up");
    if (!down) return;
    down = false;
    warn(back);
  });
}

/** The process's two connections: what each is called in CLIENT LIST, and what its log lines say. */
const CONNECTIONS = {
  commands: {
    name: "odisha-homes:commands",
    health: true,
    lost: "Redis unreachable: pages are rendered without the shared cache, and live messages reach only this instance's pages, until it is back",
    back: "Redis reachable again",
  },
  subscriber: {
    name: "odisha-homes:live",
    health: false,
    lost: "Redis unreachable for live messages: this instance's pages hear only what is sent through it, until it is back",
    back: "Redis reachable again for live messages",
  },
};

/** The process's connection of that role, opened on the first call (undefined without REDIS_URL). */
function processConnection(role) {
  const current = state();
  if (current[role]) return current[role];
  const url = redisUrl();
  if (!url) return undefined;
  const { name, ...watching } = CONNECTIONS[role];
  if (watching.health) Object.assign(current.status, { mode: "shared", state: "connecting", since: Date.now() });
  current[role] = openRedis(url, { name });
  watch(current[role], watching);
  return current[role];
}

/**
 * The command connection of this process (undefined without REDIS_URL), opened on the first call: the page
 * cache's store, the single flight and the live channel's publishing all use it.
 *
 * @returns {RedisConnection | undefined}
 */
export function redisClient() {
  return processConnection("commands");
}

/**
 * The subscriber connection of this process (undefined without REDIS_URL), opened on the first call: the
 * live channel listens on it. It runs no other command; after a reconnect the client subscribes again.
 *
 * @returns {RedisConnection | undefined}
 */
export function redisSubscriber() {
  return processConnection("subscriber");
}

/**
 * Calls `listener` with each message on `channel`, through the subscriber connection (false without
 * REDIS_URL). Subscribes once connected, or when it connects again if Redis was away just then.
 *
 * @param {string} channel
 * @param {(message: string) => void} listener
 * @returns {boolean}
 */
export function subscribeRedis(channel, listener) {
  const subscriber = redisSubscriber();
  if (!subscriber) return false;
  const subscribe = () => {
    subscriber.subscribe(channel, listener).catch(() => subscriber.once("ready", subscribe));
  };
  if (subscriber.isReady) subscribe();
  else subscriber.once("ready", subscribe);
  return true;
}

/**
 * Where Redis stands for this process, as /api/health reports it: "local" without REDIS_URL, else "up",
 * "down" or "connecting" (also before anything has used Redis).
 *
 * @returns {{ mode: RedisStatus["mode"], state: RedisStatus["state"] }}
 */
export function redisStatus() {
  const { commands, status } = state();
  if (commands) return { mode: status.mode, state: status.state };
  return redisUrl() ? { mode: "shared", state: "connecting" } : { mode: "local", state: "local" };
}

/**
 * The store of Next.js's cache in Redis, which lib/cache/handler.mjs makes on the command connection when
 * Next.js (or the job worker's start) loads it; the app expires tags in it directly (lib/cache/shared.ts).
 * Undefined until then, and without REDIS_URL.
 */
export function sharedCacheStore() {
  return state().cacheStore;
}

/** Sets the shared cache's store (the cache handler; tests set a stand-in, and undefined to remove it). */
export function setSharedCacheStore(store) {
  state().cacheStore = store;
  return store;
}

/** Closes this process's connections and forgets the store (a stopping worker, tests). */
export async function closeRedis() {
  const current = state();
  const open = [current.commands, current.subscriber].filter(Boolean);
  Object.assign(current, { commands: undefined, subscriber: undefined, cacheStore: undefined });
  Object.assign(current.status, { mode: "local", state: "local", since: Date.now() });
  await Promise.all(open.map((client) => client.close().catch(() => client.destroy())));
}
