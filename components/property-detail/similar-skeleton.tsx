import type { Ref } from "react";

/** The similar listings' place while their cards are on the way. */
export function SimilarPropertiesSkeleton({ ref, label }: { ref?: Ref<HTMLElement>; label: string }) {
  return (
    <section ref={ref} aria-label={label} aria-busy className="mt-12">
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 flex gap-4 overflow-hidden">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-80 w-72 shrink-0 animate-pulse rounded-2xl bg-slate-200" />
        ))}
      </div>
    </section>
  );
}
