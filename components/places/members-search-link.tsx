"use client";

import Link from "next/link";
import { useSession } from "@/components/providers/session-provider";

/**
 * For signed-in visitors, the same search on the members' list page. The page itself is the same for
 * everyone (it is cached whole); the session is known only in the browser.
 */
export function MembersSearchLink({ href, label }: { href: string; label: string }) {
  const { status } = useSession();
  if (status !== "signed-in") return null;
  return (
    <Link href={href} className="text-brand-700 text-sm font-semibold underline-offset-2 hover:underline">
      {label}
    </Link>
  );
}
