import { FacebookIcon, InstagramIcon, Mail, MapPin, Phone, XIcon } from "@/components/ui/icons";
import Link from "next/link";
import { CurrentYear } from "@/components/layout/current-year";
import { FloatingContact } from "@/components/layout/floating-contact";
import { Logo } from "@/components/layout/logo";
import { BROWSE_PATH } from "@/lib/listings/links/browse";
import { placeKind } from "@/lib/listings/links/place-pages";
import { SITE_NAME, siteContact } from "@/lib/site";
import { getLocale, getTranslations } from "next-intl/server";
import { LanguageLinks } from "@/components/i18n/language-switcher";
import { localePath } from "@/lib/i18n/locales";

type Shell = Awaited<ReturnType<typeof getTranslations<"Shell">>>;
type Footer = Awaited<ReturnType<typeof getTranslations<"Footer">>>;

/** The footer's destinations in the page's language, with Support leading to the contact page. */
function columns(shell: Shell, t: Footer) {
  return [
    {
      title: t("explore"),
      links: [
        { href: "/", label: shell("home") },
        { href: "/about", label: shell("about") },
        { href: BROWSE_PATH, label: shell("properties") },
        { href: `/${placeKind("sale")}`, label: t("homesForSale") },
        { href: `/${placeKind("land")}`, label: t("plots") },
        { href: "/services", label: shell("services") },
        { href: "/submit-property", label: t("listYourProperty") },
      ],
    },
    {
      title: t("plansAndHelp"),
      links: [
        { href: "/pricing/user", label: shell("pricing") },
        { href: "/contact", label: shell("contact") },
        { href: "/contact", label: t("support") },
      ],
    },
    {
      title: t("legal"),
      links: [
        { href: "/privacy", label: t("privacy") },
        { href: "/terms", label: t("terms") },
      ],
    },
  ];
}

export async function SiteFooter() {
  const contact = siteContact();
  const [locale, shell, t] = await Promise.all([getLocale(), getTranslations("Shell"), getTranslations("Footer")]);
  const socials = [
    { href: contact.facebook, label: t("onFacebook", { site: SITE_NAME }), Icon: FacebookIcon },
    { href: contact.instagram, label: t("onInstagram", { site: SITE_NAME }), Icon: InstagramIcon },
    { href: contact.twitter, label: t("onX", { site: SITE_NAME }), Icon: XIcon },
  ];
  return (
    <footer className="mt-20 bg-slate-900 text-slate-300">
      <div className="section grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo inverted href={localePath(locale, "/")} />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">{t("blurb")}</p>
          <ul className="mt-5 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="h-4 w-4 text-slate-400" />
              <a href={`mailto:${contact.supportEmail}`} className="hover:text-white">
                {contact.supportEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="h-4 w-4 text-slate-400" />
              <a href={contact.phoneHref} className="hover:text-white">
                {contact.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="h-4 w-4 text-slate-400" /> {t("address")}
            </li>
          </ul>
        </div>
        {columns(shell, t).map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="footer-links mt-4 space-y-2.5 text-sm">
              {/* Not prefetched: reaching the foot of a page would download the script of every page listed. */}
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link href={localePath(locale, link.href)} prefetch={false}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="section flex flex-col-reverse items-center justify-between gap-4 py-6 text-sm sm:flex-row">
          <p className="text-slate-400">
            © <CurrentYear renderedYear={new Date().getFullYear()} /> {SITE_NAME}. {t("rights")}
          </p>
          <LanguageLinks inverted />
          <ul className="flex items-center gap-3">
            {socials.map(({ href, label, Icon }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className="social-link">
                  <Icon className="h-4 w-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <FloatingContact
        channels={{
          chatUrl: contact.whatsapp,
          email: contact.supportEmail,
          phoneHref: contact.phoneHref,
          facebook: contact.facebook,
          instagram: contact.instagram,
          twitter: contact.twitter,
        }}
      />
    </footer>
  );
}
