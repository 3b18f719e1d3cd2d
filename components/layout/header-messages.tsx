"use client";

import dynamic from "next/dynamic";
import type { MessagesLinkWords } from "@/components/messages/messages-link";
import { useSession } from "@/components/providers/session-provider";

// The header's ways into the inbox exist for signed-in visitors only: their code (the unread count and the
// live stream that keeps it current) loads once the session says someone is signed in, not with every
// visitor's page.
const loadMessagesLink = () => import("@/components/messages/messages-link");
const LiveMessagesLink = dynamic(() => loadMessagesLink().then((module) => module.MessagesLink), { ssr: false });
const LiveUnreadBadge = dynamic(() => loadMessagesLink().then((module) => module.MenuUnreadBadge), { ssr: false });

/** The wide header's Messages link with its unread count. */
export function HeaderMessagesLink({ words }: { words: MessagesLinkWords }) {
  const { user } = useSession();
  return user ? <LiveMessagesLink words={words} /> : null;
}

/** The unread count on the phone's menu button. */
export function MenuButtonUnreadBadge() {
  const { user } = useSession();
  return user ? <LiveUnreadBadge /> : null;
}
