"use client";

import Link from "next/link";
import { useState } from "react";
import { useLiveMessages } from "@/components/messages/live-messages";
import { useSession } from "@/components/providers/session-provider";
import { MessageCircle } from "@/components/ui/icons";

/** The header's way into the inbox, with the unread count, which changes live (nothing for visitors). */
export function MessagesLink() {
  const { user } = useSession();
  const [count, setCount] = useState<number | null>(null);
  useLiveMessages(Boolean(user), (event) => {
    if (event.type === "unread") setCount(event.unread);
  });
  if (!user) return null;
  const label = count ? `Messages, ${count} unread` : "Messages";
  return (
    <Link
      href="/messages"
      aria-label={label}
      title={label}
      data-testid="header-messages"
      className="relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
    >
      <MessageCircle aria-hidden className="h-5 w-5" />
      {count ? (
        <span
          data-testid="header-unread"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
