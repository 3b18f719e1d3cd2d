import Link from "next/link";
import { BROWSE_PATH } from "@/lib/listings/links/browse";

export default function PropertyNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Property not found</h1>
      <p className="mt-2 text-slate-600">This listing may have been let, sold or removed.</p>
      <Link
        href={BROWSE_PATH}
        className="bg-brand-600 hover:bg-brand-700 mt-6 inline-block rounded-lg px-5 py-3 font-semibold text-white"
      >
        Back to properties
      </Link>
    </div>
  );
}
