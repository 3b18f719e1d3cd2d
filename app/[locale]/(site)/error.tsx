"use client";

import { errorPageWords } from "@/components/i18n/error-page-words";
import { useShell } from "@/components/i18n/shell-words";
import { PageError } from "@/components/ui/page-error";
import { localePath } from "@/lib/i18n/locales";

/**
 * Any page of the site that fails to render on the server (the database unreachable, say) shows this inside
 * the site's header and footer, instead of the bare 500 page: Try Again asks the server for the page again.
 * It reads in the page's language, which the site's layout (above this boundary) gives the shell.
 */
export default function SiteError({ retry }: { error: unknown; retry: () => void }) {
  const { locale } = useShell();
  const words = errorPageWords(locale);
  return (
    <PageError
      title={words.title}
      message={words.message}
      retryLabel={words.retry}
      retry={retry}
      back={{ href: localePath(locale, "/"), label: words.home }}
    />
  );
}
