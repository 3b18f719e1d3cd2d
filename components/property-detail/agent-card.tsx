import { Mail, Phone } from "@/components/ui/icons";
import type { PropertyJson } from "@/lib/listings/types";
import { siteContact } from "@/lib/site";
import { fillWords } from "@/lib/i18n/words";
import { ENGLISH_LISTING_WORDS, type ListingWords } from "@/components/property-detail/listing-words";

/** The listing's agent block; listings without their own agent details show the office's. */
export function AgentCard({
  agent,
  words = ENGLISH_LISTING_WORDS.agent,
}: {
  agent: PropertyJson["agent"];
  words?: ListingWords["agent"];
}) {
  const office = siteContact();
  const name = agent?.name || words.defaultName;
  const phone = agent?.phone || office.phone;
  const email = agent?.email || office.supportEmail;
  const years = agent?.experienceYears ?? 5;
  return (
    <section aria-labelledby="agent-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="agent-heading" className="text-lg font-semibold">
        {words.heading}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <span
          aria-hidden
          className="bg-brand-100 text-brand-700 grid h-12 w-12 shrink-0 place-items-center rounded-full text-lg font-bold"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div>
          <p className="font-semibold text-slate-900">{name}</p>
          <p className="text-sm text-slate-600">{fillWords(words.experience, { years })}</p>
        </div>
      </div>
      <ul className="mt-4 space-y-2 text-sm">
        <li>
          <a
            href={`tel:${phone.replace(/\s/g, "")}`}
            className="text-brand-700 inline-flex items-center gap-2 hover:underline"
          >
            <Phone aria-hidden className="h-4 w-4" /> {phone}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${email}`}
            className="text-brand-700 inline-flex items-center gap-2 break-all hover:underline"
          >
            <Mail aria-hidden className="h-4 w-4" /> {email}
          </a>
        </li>
      </ul>
    </section>
  );
}
