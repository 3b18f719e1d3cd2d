import type { ReactNode } from "react";

/**
 * A form's own error (what belongs to no one field): read out when it appears. Nothing when there is none.
 * `children` follow the message inside the alert, e.g. a link to what would fix it.
 */
export function FormAlert({
  message,
  className = "",
  children,
}: {
  message?: string;
  className?: string;
  children?: ReactNode;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-800 ${className}`}>
      {message}
      {children && <> {children}</>}
    </p>
  );
}
