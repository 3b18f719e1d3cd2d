import { ArrowRight } from "@/components/ui/icons";
import Image from "next/image";
import Link from "next/link";
import { SectionHeading } from "@/components/ui/section-heading";
import { localityHref } from "@/lib/listings/links/home-page";

// Each opens the locality's rentals page.
const LOCATIONS = [
  { name: "Patia", text: "IT corridor near Infocity and KIIT", image: "/images/listings/apartment-1.jpg" },
  { name: "Nayapalli", text: "Central, green and well connected", image: "/images/listings/apartment-2.jpg" },
  { name: "KIIT Square", text: "Student and young-professional hub", image: "/images/listings/apartment-4.jpg" },
  { name: "Saheed Nagar", text: "Established family neighbourhood", image: "/images/listings/villa-3.jpg" },
];

export function FeaturedLocations() {
  return (
    <section aria-labelledby="locations-heading" className="section pt-20">
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
            <Link href={localityHref(location.name)} className="location-card group">
              <Image
                src={location.image}
                alt=""
                fill
                sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 25vw"
                className="location-photo"
              />
              <span aria-hidden className="location-shade" />
              <span className="text-xl font-bold">{location.name}</span>
              <span className="text-sm text-slate-200">{location.text}</span>
              <span className="more-link mt-2">
                Explore properties
                <ArrowRight aria-hidden className="arrow-hint" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
