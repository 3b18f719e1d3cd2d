/** The look of the booking's main actions, shared by its button and its dialog (which loads later). */
export const BOOK_VISIT_PRIMARY =
  "bg-brand-600 hover:bg-brand-700 inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold text-white disabled:cursor-wait disabled:opacity-60";
