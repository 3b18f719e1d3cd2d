import { Bell, Home, ShieldCheck } from "@/components/ui/icons";
import { Countdown } from "@/components/coming-soon/countdown";
import { NotifyForm } from "@/components/coming-soon/notify-form";
import { env } from "@/lib/env";
import { localisedMetadata } from "@/lib/seo";
import { SITE_NAME, siteContact } from "@/lib/site";

export const generateMetadata = localisedMetadata({
  title: "Coming Soon",
  description: `Something new is coming to ${SITE_NAME}. Leave your e-mail and we will tell you the moment it launches.`,
  path: "/coming-soon",
});

const launchFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export default function ComingSoonPage() {
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
            Coming soon
          </p>
          <h1 id="coming-soon-heading" className="mt-5 text-4xl font-extrabold text-balance sm:text-6xl">
            Something new is on its way
          </h1>
          <p className="text-brand-50 mx-auto mt-4 max-w-xl text-lg">
            We are building a faster way to find, visit and move into verified homes across Odisha. Be the first to know
            when it launches.
          </p>
        </div>

        <div className="w-full">
          <Countdown launchAt={launchAt} launchLabel={`${launchFormat.format(launchAt)} IST`} />
        </div>

        <NotifyForm />

        <ul className="text-brand-50 flex flex-wrap justify-center gap-6 text-sm">
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden className="h-4 w-4" /> No spam, one e-mail at launch
          </li>
          <li className="flex items-center gap-2">
            <Home aria-hidden className="h-4 w-4" /> Early access to new listings
          </li>
        </ul>

        <nav aria-label="Follow us">
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
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
