"use client";

import Link from "next/link";
import type { ComponentProps } from "react";
import { useListNavigation } from "@/components/properties/list-navigation";

/**
 * A link to another state of the list (a page, Clear All Filters). A plain click loads it inside the list's
 * transition, so the results show 'Loading properties...'; modified clicks open a tab as links should.
 */
export function ListLink({
  href,
  scrollToId,
  ...props
}: Omit<ComponentProps<typeof Link>, "href"> & { href: string; scrollToId?: string }) {
  const { navigate } = useListNavigation();
  return (
    <Link
      href={href}
      {...props}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href);
        if (scrollToId) document.getElementById(scrollToId)?.scrollIntoView({ block: "start" });
      }}
    />
  );
}
