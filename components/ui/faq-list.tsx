/**
 * Questions and answers as native disclosure widgets: keyboard and screen-reader support come from the
 * browser, and a shared `name` makes opening one close the others (one open at a time) without script.
 */
export function FaqList({ name, items }: { name: string; items: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={name} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <span
              aria-hidden
              className="text-brand-600 grid h-7 w-7 shrink-0 place-items-center rounded-full bg-slate-100 text-lg leading-none transition group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
