import { CalendarCheck, Check, Video } from "@/components/ui/icons";
import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/locales";

const POINTS = ["live", "ask", "shortlist"] as const;

export async function VirtualTours() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("HomeSections.virtualTours")]);
  return (
    <section aria-labelledby="tours-heading" className="section pt-24">
      <div className="grid items-center gap-10 overflow-hidden rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 lg:grid-cols-2">
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100">
          <Photo
            src="/images/listings/interior-2.jpg"
            alt={t("photoAlt")}
            sizes="(max-width: 1024px) 100vw, 50vw"
            className="object-cover"
          />
          <span className="absolute bottom-4 left-4 flex items-center gap-2 rounded-full bg-slate-950/80 px-3 py-1.5 text-sm font-medium text-white">
            <Video aria-hidden className="h-4 w-4" /> {t("badge")}
          </span>
        </div>
        <div>
          <p className="eyebrow-lg">{t("eyebrow")}</p>
          <h2 id="tours-heading" className="heading-lg">
            {t("title")}
          </h2>
          <p className="mt-3 text-slate-600">{t("text")}</p>
          <ul className="mt-6 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <Check aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                {t(`points.${point}`)}
              </li>
            ))}
          </ul>
          <Link href={localePath(locale, "/contact")} className="btn-primary mt-8 px-6 py-3">
            <CalendarCheck aria-hidden className="h-5 w-5" /> {t("button")}
          </Link>
        </div>
      </div>
    </section>
  );
}
