import { Check } from "@/components/ui/icons";
import Link from "next/link";
import type { Service, ServiceText } from "@/components/services/services-data";
import { fillWords, type Words } from "@/lib/i18n/words";

/** A service's card; its words (`text`, `words`) and the contact page's address are in the page's language. */
export function ServiceCard({
  service,
  text,
  words,
  contactHref,
}: {
  service: Service;
  text: ServiceText;
  words: Words<"Services">;
  contactHref: string;
}) {
  const Icon = service.icon;
  const headingId = `service-${service.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md"
    >
      {service.popular && (
        <p className="absolute top-5 right-5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900">
          {words.card.popular}
        </p>
      )}
      <span className="bg-brand-50 text-brand-700 grid h-12 w-12 place-items-center rounded-xl">
        <Icon aria-hidden className="h-6 w-6" />
      </span>
      <h3 id={headingId} className="mt-4 text-lg font-semibold text-slate-900">
        {text.name}
      </h3>
      <p className="mt-1 text-xs font-medium tracking-wide text-slate-500 uppercase">
        {service.categories.map((c) => words.filter.categories[c]).join(" · ")}
      </p>
      <p className="mt-3 text-sm text-slate-600">{text.description}</p>
      <ul className="mt-4 space-y-2 text-sm text-slate-700">
        {text.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="text-brand-600 mt-0.5 h-4 w-4 shrink-0" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        href={contactHref}
        aria-label={fillWords(words.card.startWith, { name: text.name })}
        className="text-brand-700 hover:text-brand-900 mt-auto pt-6 text-sm font-semibold hover:underline"
      >
        {words.card.start}
      </Link>
    </article>
  );
}
