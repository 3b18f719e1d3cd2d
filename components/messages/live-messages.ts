"use client";

import { useEffect, useRef } from "react";
import { callRoute, routeUrl } from "@/components/ui/api";
import { stream, unread } from "@/lib/contracts/conversations";

/**
 * The browser's side of the live channel: one EventSource per stream address, shared by every part of the
 * page that listens (the header's count, the inbox, an open thread). The stream only nudges: each listener
 * reads what changed from the API, and after a reconnect ("*") everything it shows, so nothing is missed
 * while the connection was down. EventSource reconnects by itself (the server says how soon), except after
 * `replaced`: the account has more pages open than the server keeps streams for, and this one's was the oldest.
 */
export type LiveEvent = { type: "message"; conversationId: string } | { type: "unread"; unread: number };
type Listener = (event: LiveEvent) => void;

type Shared = {
  url: string;
  /** Null while the page waits to be looked at again (its stream was replaced). */
  source: EventSource | null;
  listeners: Set<Listener>;
  stopWaiting?: () => void;
};
const streams = new Map<string, Shared>();

function emit(shared: Shared, event: LiveEvent) {
  for (const listener of shared.listeners) listener(event);
}

/** The person is looking at this page now. */
const inView = () => document.visibilityState === "visible" && document.hasFocus();

/** Opens the page's stream; `rejoined`: at once after this page's last one was replaced. */
function connect(shared: Shared, rejoined = false) {
  const source = new EventSource(shared.url);
  shared.source = source;
  // Each time the stream opens, what the page shows is read again: after a reconnect, whatever happened
  // while it was down; on the first open, a message that arrived between the page's first read and the
  // stream's start (a page open on a busy instance would otherwise miss it until the next nudge).
  source.addEventListener("open", () => emit(shared, { type: "message", conversationId: "*" }));
  source.addEventListener("message", (e) => {
    const { conversationId } = JSON.parse((e as MessageEvent<string>).data) as { conversationId: string };
    emit(shared, { type: "message", conversationId });
  });
  source.addEventListener("unread", (e) => {
    const { unread: count } = JSON.parse((e as MessageEvent<string>).data) as { unread: number };
    emit(shared, { type: "unread", unread: count });
  });
  // The server keeps a few streams per account (or guest link) and closed this one, the oldest, for a newer
  // tab's. Reconnecting at once would close another tab's, which would do the same: a page in view reconnects
  // at once (closing the oldest of the others, out of view, which then waits), but not twice in a row; any
  // other page waits until it is looked at again.
  source.addEventListener("replaced", () => {
    source.close();
    shared.source = null;
    if (inView() && !rejoined) connect(shared, true);
    else waitUntilSeen(shared);
  });
}

/** Connects again once the page is shown, focused or used (all of them a person's doing, never a loop). */
function waitUntilSeen(shared: Shared) {
  const seen = () => {
    if (document.visibilityState !== "visible") return;
    shared.stopWaiting?.();
    connect(shared);
  };
  const events = ["pointerdown", "keydown", "focus"] as const;
  document.addEventListener("visibilitychange", seen);
  for (const name of events) window.addEventListener(name, seen);
  shared.stopWaiting = () => {
    document.removeEventListener("visibilitychange", seen);
    for (const name of events) window.removeEventListener(name, seen);
    shared.stopWaiting = undefined;
  };
}

/** Hands the stream at `url`'s events to `listener` until the returned function is called. */
export function listenLive(url: string, listener: Listener): () => void {
  let shared = streams.get(url);
  if (!shared) {
    shared = { url, source: null, listeners: new Set() };
    streams.set(url, shared);
    connect(shared);
  }
  shared.listeners.add(listener);
  const own = shared;
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size > 0 || streams.get(url) !== own) return;
    own.stopWaiting?.();
    own.source?.close();
    streams.delete(url);
  };
}

/** Listens to the signed-in account's stream (or a guest's, with their link's token) while mounted. */
export function useLiveMessages(enabled: boolean, listener: Listener, token?: string): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const url = routeUrl(stream, { query: token ? { token } : {} });
    return listenLive(url, (event) => latest.current(event));
  }, [enabled, token]);
}

/**
 * After the page marked a thread read, the header's count is read again and handed to every listener of
 * the account's stream (the server nudges only when a message arrives).
 */
export async function refreshUnreadCount(): Promise<void> {
  const answer = await callRoute(unread);
  if (!answer.ok || typeof answer.body.unread !== "number") return;
  const shared = streams.get(routeUrl(stream, { query: {} }));
  if (shared) emit(shared, { type: "unread", unread: answer.body.unread });
}
