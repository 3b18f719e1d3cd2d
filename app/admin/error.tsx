"use client";

import { PageError } from "@/components/ui/page-error";

/** The admin pages' error boundary: Try Again asks the server for the page again. */
export default function AdminError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <PageError
      title="We could not load the admin panel"
      retry={retry}
      back={{ href: "/admin", label: "Admin login" }}
    />
  );
}
