import { env } from "@/lib/env";

export { SITE_NAME, SITE_TAGLINE } from "@/lib/brand";

/** Contact details and links the pages show, all configurable (see .env.example). */
export function siteContact() {
  const e = env();
  return {
    supportEmail: e.SUPPORT_EMAIL,
    phone: e.CONTACT_PHONE,
    /** The phone number as a dialable link: digits and the leading + only. */
    phoneHref: `tel:${e.CONTACT_PHONE.replace(/[^\d+]/g, "")}`,
    whatsapp: e.WHATSAPP_URL,
    facebook: e.FACEBOOK_URL,
    instagram: e.INSTAGRAM_URL,
    twitter: e.TWITTER_URL,
    mapEmbedUrl: e.MAP_EMBED_URL,
  };
}

export function siteUrl(path = "/"): string {
  return new URL(path, env().SITE_URL).toString();
}
