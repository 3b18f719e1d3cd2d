"use client";

import { PageError } from "@/components/ui/page-error";

/**
 * Any page of the site that fails to render on the server (the database unreachable, say) shows this inside
 * the site's header and footer, instead of the bare 500 page: Try Again asks the server for the page again.
 */
export default function SiteError({ retry }: { error: unknown; retry: () => void }) {
  return <PageError title="We could not load this page" retry={retry} back={{ href: "/", label: "Go to home" }} />;
}
