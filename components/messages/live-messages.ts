"use client";

import { useEffect, useRef } from "react";
import { callRoute, routeUrl } from "@/components/ui/api";
import { stream, unread } from "@/lib/contracts/conversations";

/**
 * The browser's side of the live channel: one EventSource per stream address, shared by every part of the
 * page that listens (the header's count, the inbox, an open thread). The stream only nudges: each listener
 * reads what changed from the API, and after a reconnect ("*") everything it shows, so nothing is missed
 * while the connection was down. EventSource reconnects by itself (the server says how soon).
 */
export type LiveEvent = { type: "message"; conversationId: string } | { type: "unread"; unread: number };
type Listener = (event: LiveEvent) => void;

type Shared = { source: EventSource; listeners: Set<Listener> };
const streams = new Map<string, Shared>();

function emit(shared: Shared, event: LiveEvent) {
  for (const listener of shared.listeners) listener(event);
}

function open(url: string): Shared {
  const existing = streams.get(url);
  if (existing) return existing;
  const source = new EventSource(url);
  const shared: Shared = { source, listeners: new Set() };
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
  streams.set(url, shared);
  return shared;
}

function close(url: string, listener: Listener) {
  const shared = streams.get(url);
  if (!shared) return;
  shared.listeners.delete(listener);
  if (shared.listeners.size === 0) {
    shared.source.close();
    streams.delete(url);
  }
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
    const relay: Listener = (event) => latest.current(event);
    open(url).listeners.add(relay);
    return () => close(url, relay);
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
