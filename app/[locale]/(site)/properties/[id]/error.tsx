"use client";

import { errorPageWords } from "@/components/i18n/error-page-words";
import { PageError } from "@/components/ui/page-error";
import { useListingErrorWords } from "@/components/property-detail/listing-error-words";
import { localePath } from "@/lib/i18n/locales";
import { BROWSE_PATH } from "@/lib/listings/links/browse";

/** The listing could not be loaded (the database is down, say): say so and offer another try. */
export default function PropertyError({ retry }: { error: unknown; retry: () => void }) {
  const { locale, words } = useListingErrorWords();
  return (
    <PageError
      title={words.title}
      message={words.message}
      retryLabel={errorPageWords(locale).retry}
      retry={retry}
      back={{ href: localePath(locale, BROWSE_PATH), label: words.back }}
    />
  );
}
