/** The eyebrow, heading and lede that open a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
}: {
  /** Lets the section point at its heading with aria-labelledby. */
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  align?: "center" | "left";
}) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${alignment}`}>
      {eyebrow && <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {description && <p className="mt-3 text-slate-600">{description}</p>}
    </div>
  );
}
