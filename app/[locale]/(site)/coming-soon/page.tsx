import { Bell, Home, ShieldCheck } from "@/components/ui/icons";
import { Countdown } from "@/components/coming-soon/countdown";
import { NotifyForm } from "@/components/coming-soon/notify-form";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo";
import { SITE_NAME, siteContact } from "@/lib/site";
import { getMessages, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "ComingSoon" });
  return pageMetadata({
    title: t("title"),
    description: t("description", { site: SITE_NAME }),
    path: "/coming-soon",
    locale,
  });
}

/** The launch moment in India, with the month named in the page's language and Western digits. */
function launchFormat(locale: Locale) {
  return new Intl.DateTimeFormat(locale === "en" ? "en-IN" : `${locale}-IN`, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
  });
}

export default async function ComingSoonPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, messages] = await Promise.all([getTranslations("ComingSoon"), getMessages()]);
  const launchAt = Date.parse(env().LAUNCH_DATE);
  const contact = siteContact();
  const socials = [
    { href: contact.facebook, label: "Facebook" },
    { href: contact.instagram, label: "Instagram" },
    { href: contact.twitter, label: "X (Twitter)" },
  ];

  return (
    <section
      aria-labelledby="coming-soon-heading"
      className="from-brand-900 via-brand-700 to-brand-600 relative overflow-hidden bg-gradient-to-br text-white [&_:focus-visible]:outline-white"
    >
      <div aria-hidden className="absolute -top-32 -left-32 h-96 w-96 rounded-full bg-white/10 blur-3xl" />
      <div aria-hidden className="absolute -right-32 -bottom-32 h-96 w-96 rounded-full bg-amber-300/20 blur-3xl" />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-10 px-4 py-16 text-center sm:py-24">
        <div>
          <p className="text-brand-100 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/25">
            <Bell aria-hidden className="h-4 w-4" />
            {t("badge")}
          </p>
          <h1 id="coming-soon-heading" className="mt-5 text-4xl font-extrabold text-balance sm:text-6xl">
            {t("heading")}
          </h1>
          <p className="text-brand-50 mx-auto mt-4 max-w-xl text-lg">{t("lede")}</p>
        </div>

        <div className="w-full">
          <Countdown
            launchAt={launchAt}
            launchLabel={`${launchFormat(locale).format(launchAt)} IST`}
            words={messages.ComingSoon.countdown}
          />
        </div>

        <NotifyForm words={messages.ComingSoon.form} />

        <ul className="text-brand-50 flex flex-wrap justify-center gap-6 text-sm">
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden className="h-4 w-4" /> {t("noSpam")}
          </li>
          <li className="flex items-center gap-2">
            <Home aria-hidden className="h-4 w-4" /> {t("earlyAccess")}
          </li>
        </ul>

        <nav aria-label={t("follow")}>
          <ul className="flex flex-wrap justify-center gap-3">
            {socials.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/30 transition hover:bg-white/20"
                >
                  {social.label}
                  <span className="sr-only">{t("newTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
