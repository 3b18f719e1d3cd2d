import { FacebookIcon, InstagramIcon, Mail, MapPin, Phone, XIcon } from "@/components/ui/icons";
import Link from "next/link";
import { CurrentYear } from "@/components/layout/current-year";
import { FloatingContact } from "@/components/layout/floating-contact";
import { Logo } from "@/components/layout/logo";
import { BROWSE_PATH } from "@/lib/listings/links/browse";
import { placeKind } from "@/lib/listings/links/place-pages";
import { SITE_NAME, siteContact } from "@/lib/site";

// The footer's destinations, with Support leading to the contact page.
const COLUMNS = [
  {
    title: "Explore",
    links: [
      { href: "/", label: "Home" },
      { href: "/about", label: "About" },
      { href: BROWSE_PATH, label: "Properties" },
      { href: `/${placeKind("sale")}`, label: "Homes for sale" },
      { href: `/${placeKind("land")}`, label: "Plots" },
      { href: "/services", label: "Services" },
      { href: "/submit-property", label: "List Your Property" },
    ],
  },
  {
    title: "Plans & help",
    links: [
      { href: "/pricing/user", label: "Pricing" },
      { href: "/contact", label: "Contact" },
      { href: "/contact", label: "Support" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/privacy", label: "Privacy Policy" },
      { href: "/terms", label: "Terms of Service" },
    ],
  },
];

export function SiteFooter() {
  const contact = siteContact();
  const socials = [
    { href: contact.facebook, label: `${SITE_NAME} on Facebook`, Icon: FacebookIcon },
    { href: contact.instagram, label: `${SITE_NAME} on Instagram`, Icon: InstagramIcon },
    { href: contact.twitter, label: `${SITE_NAME} on X`, Icon: XIcon },
  ];
  return (
    <footer className="mt-20 bg-slate-900 text-slate-300">
      <div className="section grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo inverted />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">
            Verified flats, houses and land across Bhubaneswar and Odisha. Site visits arranged within 24 hours, backed
            by a 7-day satisfaction guarantee.
          </p>
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
              <MapPin aria-hidden className="h-4 w-4 text-slate-400" /> Bhubaneswar, Odisha, India
            </li>
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="footer-links mt-4 space-y-2.5 text-sm">
              {/* Not prefetched: reaching the foot of a page would download the script of every page listed. */}
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} prefetch={false}>
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
            © <CurrentYear renderedYear={new Date().getFullYear()} /> {SITE_NAME}. All rights reserved.
          </p>
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
