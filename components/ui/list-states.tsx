import type { ReactNode } from "react";

/**
 * The placeholder of a profile list while it loads: one block the height of the list's empty state (what
 * most lists show), so the sections under it do not jump when it arrives.
 */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="mt-4">
      <li className="h-[6.5rem] animate-pulse rounded-xl bg-slate-200" />
    </ul>
  );
}

/** A profile list that could not be loaded, with a way to ask again. */
export function ListError({
  message,
  onRetry,
  retryLabel = "Try Again",
}: {
  message: string;
  onRetry: () => void;
  /** The button's words in the page's language. */
  retryLabel?: string;
}) {
  return (
    <div role="alert" className="mt-4 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-800">
      {message}{" "}
      <button type="button" onClick={onRetry} className="font-semibold underline">
        {retryLabel}
      </button>
    </div>
  );
}

/** A profile list with nothing in it yet, and what to do about that. */
export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
      <p className="font-medium text-slate-800">{title}</p>
      {children}
    </div>
  );
}
