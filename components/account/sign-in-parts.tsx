import type { ReactNode } from "react";

/** What the sign-in pages hand their forms: whether Google is offered, where to go after, and why they show. */
export type SignInFormProps = { googleEnabled: boolean; callbackUrl: string; errorMessage: string | null };

/** Why the sign-in page was shown (a failed Google sign-in, an expired session), above the form. */
export function SignInNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mb-5 rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-800">
      {children}
    </p>
  );
}

/** The "or" rule between the e-mail form and Google sign-in; `label` is the word in the page's language. */
export function OrDivider({ label = "or" }: { label?: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-slate-500" aria-hidden>
      <span className="h-px flex-1 bg-slate-200" /> {label} <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
