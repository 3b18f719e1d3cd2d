import { ArrowRight } from "@/components/ui/icons";
import Image from "next/image";
import Link from "next/link";
import { SectionHeading } from "@/components/ui/section-heading";

// Each opens the listing search with the area's name, lower-cased, as the search text.
const LOCATIONS = [
  { name: "Patia", text: "IT corridor near Infocity and KIIT", image: "/images/listings/apartment-1.jpg" },
  { name: "Nayapalli", text: "Central, green and well connected", image: "/images/listings/apartment-2.jpg" },
  { name: "KIIT Square", text: "Student and young-professional hub", image: "/images/listings/apartment-4.jpg" },
  { name: "Saheed Nagar", text: "Established family neighbourhood", image: "/images/listings/villa-3.jpg" },
];

export function FeaturedLocations() {
  return (
    <section aria-labelledby="locations-heading" className="mx-auto max-w-7xl px-4 pt-20 sm:px-6 lg:px-8">
      <SectionHeading
        size="large"
        id="locations-heading"
        eyebrow="Where to live"
        title="Featured Locations"
        description="The Bhubaneswar neighbourhoods our clients ask about most."
      />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {LOCATIONS.map((location) => (
          <li key={location.name}>
            <Link
              href={`/properties?query=${encodeURIComponent(location.name.toLowerCase())}`}
              className="group relative isolate flex aspect-[4/3] flex-col justify-end overflow-hidden rounded-2xl p-5 text-white shadow-sm"
            >
              <Image
                src={location.image}
                alt=""
                fill
                sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 25vw"
                className="-z-10 object-cover transition duration-500 group-hover:scale-105"
              />
              <span aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/90 to-slate-950/10" />
              <span className="text-xl font-bold">{location.name}</span>
              <span className="text-sm text-slate-200">{location.text}</span>
              <span className="mt-2 flex items-center gap-1 text-sm font-semibold">
                Explore properties
                <ArrowRight aria-hidden className="h-4 w-4 transition group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
