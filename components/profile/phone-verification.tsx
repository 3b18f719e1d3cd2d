"use client";

import { useState } from "react";
import type { PhoneCodeWords } from "@/components/account/auth-words";
import { PhoneCodeSteps } from "@/components/account/phone-code-steps";
import type { ProfileWords } from "@/components/account/profile-words";
import { useSayError } from "@/components/forms/error-words";
import { useSession, type SessionUser } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { BadgeCheck } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast";
import { sendVerifyCode, verifyPhone } from "@/lib/contracts/phone";

/**
 * The profile's phone section: the verified number (sign in with a code, the "Phone verified" mark on
 * listings with it), or the steps to verify one, in the page's language (`phoneWords`: the code steps' own).
 */
export function PhoneVerification({
  user,
  words,
  phoneWords,
}: {
  user: SessionUser;
  words: ProfileWords["phone"];
  phoneWords: PhoneCodeWords;
}) {
  const { setUser } = useSession();
  const say = useSayError();
  const [changing, setChanging] = useState(false);
  const verified = user.phoneVerified && !changing;

  return (
    <section
      aria-labelledby="phone-verification-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="phone-verification-title" className="text-lg font-semibold text-slate-900">
        {words.heading}
      </h2>
      {verified ? (
        <div className="mt-3 space-y-3">
          <p className="flex items-center gap-2 text-slate-800">
            <BadgeCheck aria-hidden className="h-5 w-5 text-emerald-600" />
            <span className="font-semibold">{user.verifiedPhone}</span>
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">
              {words.verified}
            </span>
          </p>
          <p className="text-sm text-slate-600">{words.verifiedText}</p>
          <button
            type="button"
            onClick={() => setChanging(true)}
            className="text-brand-700 text-sm font-medium hover:underline"
          >
            {words.another}
          </button>
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-600">{words.intro}</p>
          <PhoneCodeSteps
            idPrefix="verify"
            initialPhone={user.phoneVerified ? "" : user.phone}
            sendLabel={words.sendCode}
            enterLabel={words.verifyNumber}
            words={phoneWords}
            send={(phone) => callRoute(sendVerifyCode, { json: { phone } })}
            enter={(phone, otp) => callRoute(verifyPhone, { json: { phone, otp } })}
            onDone={(answer) => {
              if (answer.body.user) setUser(answer.body.user);
              toast.success(answer.body.message ? say(answer.body.message) : words.done);
              setChanging(false);
            }}
          />
        </div>
      )}
    </section>
  );
}
