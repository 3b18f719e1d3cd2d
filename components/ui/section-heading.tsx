const SIZES = {
  /** Sections inside a content page. */
  regular: { eyebrow: "eyebrow", title: "heading" },
  /** The home page's sections, which each carry a whole theme. */
  large: { eyebrow: "eyebrow-lg", title: "heading-lg" },
} as const;

/** The eyebrow, heading and description that open a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
  size = "regular",
}: {
  /** Lets the section point at its heading with aria-labelledby. */
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  align?: "center" | "left";
  size?: keyof typeof SIZES;
}) {
  const look = SIZES[size];
  return (
    <div className={align === "center" ? "section-intro" : "max-w-2xl"}>
      {eyebrow && <p className={look.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={look.title}>
        {title}
      </h2>
      {description && <p className="mt-3 text-slate-600">{description}</p>}
    </div>
  );
}
