"use client";

import { useMemo } from "react";
import type { ListingFormWords } from "@/components/listing-form/form-words";
import { ListingForm } from "@/components/listing-form/listing-form";
import { useSession } from "@/components/providers/session-provider";

/**
 * The public List Your Property form: the listing form with the owner's contact, validated here and again by
 * the server. A signed-in owner's name, phone and e-mail come from the profile, and the listing is theirs.
 * `words`: the page's language (none on an English page).
 */
export function SubmitPropertyForm({ words }: { words?: ListingFormWords }) {
  const { user } = useSession();
  const contact = useMemo(
    () =>
      user
        ? { name: user.name ?? "", phone: (user.phone ?? "").replace(/^\+91/, ""), email: user.email ?? "" }
        : undefined,
    [user],
  );
  return <ListingForm mode="submit" contact={contact} words={words} />;
}
