/** The wizard's steps (e.g. Details, OTP, Password) with the current one marked; `label` names the list. */
export function StepIndicator({
  steps,
  current,
  label = "Progress",
}: {
  steps: readonly string[];
  current: number;
  label?: string;
}) {
  return (
    <ol className="mb-6 flex items-center gap-2 text-xs font-medium" aria-label={label}>
      {steps.map((label, index) => {
        const state = index < current ? "done" : index === current ? "current" : "todo";
        return (
          <li
            key={label}
            className="flex flex-1 items-center gap-2"
            aria-current={state === "current" ? "step" : undefined}
          >
            <span
              className={`grid h-7 w-7 shrink-0 place-items-center rounded-full ${
                state === "todo" ? "bg-slate-200 text-slate-700" : "bg-brand-600 text-white"
              }`}
            >
              {index + 1}
            </span>
            <span className={state === "current" ? "text-brand-700" : "text-slate-600"}>{label}</span>
            {index < steps.length - 1 && <span aria-hidden className="h-px flex-1 bg-slate-200" />}
          </li>
        );
      })}
    </ol>
  );
}

/** The way back to the wizard's previous step, under its submit button. */
export function StepBackButton({ onBack, label = "Back" }: { onBack: () => void; label?: string }) {
  return (
    <button type="button" onClick={onBack} className="w-full text-sm font-medium text-slate-700 hover:text-slate-900">
      {label}
    </button>
  );
}
