import type { Metadata } from "next";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { NotFoundPage } from "@/components/layout/not-found-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  return { title: t("title"), description: t("description") };
}

/** A public address that names no listing, place or page, in the language of its prefix. */
export default async function NotFound() {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return <NotFoundPage locale={locale} words={messages.NotFound} />;
}
