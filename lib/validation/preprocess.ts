// Client-safe: steps zod runs before a field's own schema (`z.preprocess`), shared by the forms and queries.

/** A field left blank (empty or only spaces) counts as not given, so an optional field's default applies. */
export const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A query parameter given empty (`?page=`) or as null counts as not given. */
export const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
