/** A form's own error (what belongs to no one field): read out when it appears. Nothing when there is none. */
export function FormAlert({ message, className = "" }: { message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-800 ${className}`}>
      {message}
    </p>
  );
}
