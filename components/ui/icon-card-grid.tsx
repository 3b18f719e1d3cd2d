import type { ComponentType } from "react";

export type IconCard = {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  title: string;
  /** Cards without text (the "chip" look) show the title alone, as a plain label. */
  text?: string;
};

const LOOKS = {
  /** White bordered cards, icon above the title. */
  stacked: {
    list: "gap-6 sm:grid-cols-2 lg:grid-cols-4",
    card: "card p-6",
    badge: "icon-badge",
    icon: "h-6 w-6",
  },
  /** Tinted cards, centred, with a round icon. */
  centered: {
    list: "gap-6 sm:grid-cols-2 lg:grid-cols-4",
    card: "rounded-2xl bg-slate-50 p-6 text-center",
    badge: "mx-auto grid h-12 w-12 place-items-center rounded-full",
    icon: "h-6 w-6",
  },
  /** Tinted cards with a small icon beside the text. */
  beside: {
    list: "gap-6 sm:grid-cols-2 lg:grid-cols-4",
    card: "flex gap-4 rounded-2xl bg-slate-50 p-5",
    badge: "grid h-10 w-10 shrink-0 place-items-center rounded-lg",
    icon: "h-5 w-5",
  },
  /** Small bordered labels with an icon, many to a row. */
  chip: {
    list: "grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5",
    card: "chip",
    badge: "",
    // The chip class sizes and colours its icon.
    icon: undefined,
  },
} as const;

const TONES = { solid: "bg-brand-600 text-white", soft: "bg-brand-50 text-brand-700" } as const;

/** A grid of icon cards (promises, reasons, amenities): each page passes its own cards and picks a look. */
export function IconCardGrid({
  items,
  look = "stacked",
  tone = "solid",
}: {
  items: ReadonlyArray<IconCard>;
  look?: keyof typeof LOOKS;
  /** The icon's badge: filled with the brand colour, or a soft tint. */
  tone?: keyof typeof TONES;
}) {
  const classes = LOOKS[look];
  return (
    <ul className={`mt-10 grid ${classes.list}`}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={classes.card}>
          {look === "chip" ? (
            <>
              <Icon aria-hidden className={classes.icon} />
              {title}
            </>
          ) : (
            <>
              <span className={`${classes.badge} ${TONES[tone]}`}>
                <Icon aria-hidden className={classes.icon} />
              </span>
              {look === "beside" ? (
                <div>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  {text && <p className="mt-1 text-sm text-slate-600">{text}</p>}
                </div>
              ) : (
                <>
                  <h3 className="tile-title">{title}</h3>
                  {text && <p className="tile-text">{text}</p>}
                </>
              )}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
