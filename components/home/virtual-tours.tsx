import { CalendarCheck, Check, Video } from "@/components/ui/icons";
import { Photo } from "@/components/ui/photo";
import Link from "next/link";

const POINTS = [
  "Live video walk-through with an agent on the spot",
  "Ask questions and see the rooms, view and neighbourhood",
  "Shortlist from home, then visit in person within 24 hours",
];

export function VirtualTours() {
  return (
    <section aria-labelledby="tours-heading" className="section pt-24">
      <div className="grid items-center gap-10 overflow-hidden rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 lg:grid-cols-2">
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100">
          <Photo
            src="/images/listings/interior-2.jpg"
            alt="Living room of a furnished flat"
            sizes="(max-width: 1024px) 100vw, 50vw"
            className="object-cover"
          />
          <span className="absolute bottom-4 left-4 flex items-center gap-2 rounded-full bg-slate-950/80 px-3 py-1.5 text-sm font-medium text-white">
            <Video aria-hidden className="h-4 w-4" /> Live video tour
          </span>
        </div>
        <div>
          <p className="eyebrow-lg">Virtual tours</p>
          <h2 id="tours-heading" className="heading-lg">
            Tour a home before you travel
          </h2>
          <p className="mt-3 text-slate-600">
            Moving to Bhubaneswar from another city? Our agents walk you through any listing on a video call, so you
            only visit the places worth your time.
          </p>
          <ul className="mt-6 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <Check aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                {point}
              </li>
            ))}
          </ul>
          <Link href="/contact" className="btn-primary mt-8 px-6 py-3">
            <CalendarCheck aria-hidden className="h-5 w-5" /> Book a virtual tour
          </Link>
        </div>
      </div>
    </section>
  );
}
