import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import {
  allImages,
  formatArea,
  formatListingPrice,
  formatLocation,
  formatRupees,
  LISTING_TYPE_LABELS,
} from "@/lib/format";
import { getCachedProperty } from "@/lib/properties";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

async function load(id: string) {
  if (!/^[a-f0-9]{24}$/i.test(id)) return null;
  return getCachedProperty(id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const property = await load((await params).id);
  if (!property) return { title: "Property not found", robots: { index: false } };
  const description =
    `${formatListingPrice(property.type, property.price)} · ${formatLocation(property.location)}. ${property.description}`.slice(
      0,
      160,
    );
  return {
    title: property.title,
    description,
    alternates: { canonical: `/properties/${property._id}` },
    openGraph: { title: property.title, description, images: allImages(property).slice(0, 1) },
  };
}

export default async function PropertyDetailPage({ params }: Props) {
  const property = await load((await params).id);
  if (!property) notFound();
  const images = allImages(property);
  const facts: Array<[string, string | null]> = [
    ["Super built-up area", formatArea(property.superBuiltupArea)],
    ["Furnishing", property.furnishing ?? null],
    ["Facing", property.facing ?? null],
    ["Built year", property.builtYear ? String(property.builtYear) : null],
    ["Maintenance", property.maintenanceMonthly ? `${formatRupees(property.maintenanceMonthly)}/mo` : null],
  ];
  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link href="/" className="hover:underline">
          Home
        </Link>{" "}
        /{" "}
        <Link href="/properties" className="hover:underline">
          Properties
        </Link>{" "}
        / <span aria-current="page">{property.title}</span>
      </nav>
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-brand-600 text-sm font-semibold tracking-wide uppercase">
            {LISTING_TYPE_LABELS[property.type]}
          </p>
          <h1 className="text-2xl font-bold sm:text-3xl">{property.title}</h1>
          <p className="mt-1 text-slate-600">{formatLocation(property.location)}</p>
        </div>
        <p className="text-brand-700 text-2xl font-bold">{formatListingPrice(property.type, property.price)}</p>
      </header>
      <div className="relative mt-6 aspect-[16/9] overflow-hidden rounded-2xl bg-slate-100">
        <Image
          src={images[0]}
          alt={property.title}
          fill
          priority
          sizes="(max-width: 1280px) 100vw, 1280px"
          className="object-cover"
        />
      </div>
      <section className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h2 className="text-xl font-semibold">Description</h2>
          <p className="mt-2 whitespace-pre-line text-slate-700">{property.description}</p>
        </div>
        <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-500">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
        </dl>
      </section>
    </article>
  );
}
