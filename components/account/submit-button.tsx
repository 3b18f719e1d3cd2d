/** The form's main button; shows 'Processing...' (or another busy label) and is disabled while busy. */
export function SubmitButton({
  busy,
  label,
  busyLabel = "Processing...",
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="bg-brand-600 hover:bg-brand-700 w-full rounded-lg px-4 py-2.5 font-semibold text-white disabled:cursor-wait disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
