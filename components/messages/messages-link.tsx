"use client";

import Link from "next/link";
import { useState } from "react";
import { useLiveMessages } from "@/components/messages/live-messages";
import { useShell } from "@/components/i18n/shell-words";
import { useSession } from "@/components/providers/session-provider";
import { MessageCircle } from "@/components/ui/icons";
import { localePath } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";

/** The inbox link's words in the page's language, handed down from the site header (a server component). */
export type MessagesLinkWords = Words<"Messages">["header"];

/** The signed-in account's unread count, kept current by the live stream (null until it is known). */
export function useUnreadCount(): number | null {
  const { user } = useSession();
  const [count, setCount] = useState<number | null>(null);
  useLiveMessages(Boolean(user), (event) => {
    if (event.type === "unread") setCount(event.unread);
  });
  return user ? count : null;
}

function Badge({ count, className = "" }: { count: number; className?: string }) {
  return (
    <span
      data-testid="header-unread"
      className={`absolute min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs leading-5 font-bold text-white ${className}`}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

/**
 * The wide header's way into the inbox, with the unread count, which changes live (nothing for visitors).
 * On phones the count sits on the menu button and the link is in the menu (MessagesMenuLink), so the
 * header's row still fits a 360 px screen.
 */
export function MessagesLink({ words }: { words: MessagesLinkWords }) {
  const { user } = useSession();
  const { locale } = useShell();
  const count = useUnreadCount();
  if (!user) return null;
  const label = count ? fillWords(words.linkUnread, { count }) : words.link;
  return (
    <Link
      href={localePath(locale, "/messages")}
      aria-label={label}
      title={label}
      data-testid="header-messages"
      className="relative hidden h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 lg:inline-flex"
    >
      <MessageCircle aria-hidden className="h-5 w-5" />
      {count ? <Badge count={count} className="-top-0.5 -right-0.5" /> : null}
    </Link>
  );
}

/** The unread count on the phone's menu button. */
export function MenuUnreadBadge() {
  const count = useUnreadCount();
  return count ? <Badge count={count} className="-top-1 -right-1" /> : null;
}

/** "Messages" in the phone's menu, with the unread count. */
export function MessagesMenuLink({ onChosen, words }: { onChosen: () => void; words: MessagesLinkWords }) {
  const { locale } = useShell();
  const count = useUnreadCount();
  return (
    <Link
      href={localePath(locale, "/messages")}
      onClick={onChosen}
      data-testid="menu-messages"
      className="mobile-link flex items-center gap-2"
    >
      <MessageCircle aria-hidden className="h-4 w-4" /> {count ? fillWords(words.menuUnread, { count }) : words.link}
    </Link>
  );
}
