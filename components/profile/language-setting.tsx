"use client";

import { useState } from "react";
import { useSayError } from "@/components/forms/error-words";
import { useShell } from "@/components/i18n/shell-words";
import { useSession } from "@/components/providers/session-provider";
import { callRoute, failureMessage } from "@/components/ui/api";
import { toast } from "@/components/ui/toast";
import { updateProfile } from "@/lib/contracts/accounts";
import { HTML_LANG, isLocale, LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";

/**
 * The profile's language for what the site sends the person (mails, SMS, pushes), saved as soon as it is
 * picked. Until one is saved it shows the page's language, which is what those messages use meanwhile.
 */
export function LanguageSetting({ words }: { words: Words<"ProfileLanguage"> }) {
  const { user, setUser } = useSession();
  const { locale } = useShell();
  const [saving, setSaving] = useState(false);
  const say = useSayError();
  if (!user) return null;
  const current = isLocale(user.language) ? user.language : locale;

  async function choose(language: string) {
    if (!user || !isLocale(language)) return;
    setSaving(true);
    const answer = await callRoute(updateProfile, { params: { id: user._id }, json: { language } });
    setSaving(false);
    if (answer.ok && answer.body.user) {
      setUser(answer.body.user);
      toast.success(words.saved);
    } else toast.error(say(failureMessage(answer, words.failed)));
  }

  return (
    <section aria-labelledby="language-heading" className="mt-10">
      <h2 id="language-heading" className="text-xl font-bold text-slate-900">
        {words.heading}
      </h2>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <label htmlFor="profile-language" className="block text-sm font-medium text-slate-800">
          {words.label}
        </label>
        <select
          id="profile-language"
          value={current}
          disabled={saving}
          onChange={(event) => void choose(event.target.value)}
          className="focus:border-brand-500 mt-2 block min-h-11 w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 disabled:opacity-60"
        >
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={HTML_LANG[option]}>
              {LOCALE_NAMES[option]}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
