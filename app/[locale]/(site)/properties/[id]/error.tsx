"use client";

import { PageError } from "@/components/ui/page-error";
import { BROWSE_PATH } from "@/lib/listings/links/browse";

/** The listing could not be loaded (the database is down, say): say so and offer another try. */
export default function PropertyError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <PageError
      title="We could not load this property"
      message="Please check your connection and try again in a moment."
      retry={retry}
      back={{ href: BROWSE_PATH, label: "Back to properties" }}
    />
  );
}
