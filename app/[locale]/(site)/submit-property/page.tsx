import type { LocaleParams } from "@/lib/i18n/page-locale";
import { pageLocale } from "@/lib/i18n/page-locale";
import { SubmitPropertyForm } from "@/components/submit-property/submit-property-form";
import { localisedMetadata } from "@/lib/seo";

export const generateMetadata = localisedMetadata({
  title: "List Your Property",
  description:
    "Rent out or sell your flat, house or plot in Bhubaneswar: send the details and photos, and our team lists it after a quick check.",
  path: "/submit-property",
});

export default async function SubmitPropertyPage({ params }: LocaleParams) {
  await pageLocale(params);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">List Your Property</h1>
      <p className="mt-2 text-slate-700">
        Tell us about your flat, house or plot. Our team checks every listing before it goes live, usually within a day.
        Fields marked <span className="text-rose-700">*</span> are required.
      </p>
      <div className="mt-8">
        <SubmitPropertyForm />
      </div>
    </div>
  );
}
