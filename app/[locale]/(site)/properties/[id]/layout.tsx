import { getMessages } from "next-intl/server";
import { ListingErrorWords } from "@/components/property-detail/listing-error-words";
import { pageLocale } from "@/lib/i18n/page-locale";

/** Gives the listing's error page (a client boundary below this layout) its words in the page's language. */
export default async function ListingLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string; id: string }>;
}) {
  const locale = await pageLocale(params);
  const messages = await getMessages({ locale });
  return (
    <ListingErrorWords locale={locale} words={messages.Listing.error}>
      {children}
    </ListingErrorWords>
  );
}
