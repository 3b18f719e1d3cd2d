/** The eyebrow, title and lead line that open each home section; `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: "center" | "left";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className="text-brand-600 text-sm font-semibold tracking-wider uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-3 text-slate-600">{lead}</p>}
    </div>
  );
}
