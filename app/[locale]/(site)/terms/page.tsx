import { LegalDocument } from "@/components/legal/legal-document";
import { TERMS_SECTIONS } from "@/components/legal/terms-sections";
import { localisedMetadata } from "@/lib/seo";
import { SITE_NAME, siteContact } from "@/lib/site";

export const generateMetadata = localisedMetadata({
  title: "Terms and Conditions",
  description: `The terms for using ${SITE_NAME}: who may use it (18+), your obligations, payments between parties, liability and account suspension.`,
  path: "/terms",
});

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      lede={`Please read these terms before using ${SITE_NAME}. They explain what we do, what we expect of you, and where our responsibility ends.`}
      updated="21 November 2026"
      sections={TERMS_SECTIONS}
      supportEmail={siteContact().supportEmail}
    />
  );
}
