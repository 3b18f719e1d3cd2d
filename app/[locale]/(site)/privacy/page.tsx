import { LegalDocument } from "@/components/legal/legal-document";
import { PRIVACY_SECTIONS } from "@/components/legal/privacy-sections";
import { localisedMetadata } from "@/lib/seo";
import { SITE_NAME, siteContact } from "@/lib/site";

export const generateMetadata = localisedMetadata({
  title: "Privacy Policy",
  description: `What ${SITE_NAME} collects, how it is used (never sold) and how it is protected.`,
  path: "/privacy",
});

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lede="Your data is used to help you find a home, and for nothing else."
      updated="21 November 2026"
      sections={PRIVACY_SECTIONS}
      supportEmail={siteContact().supportEmail}
    />
  );
}
