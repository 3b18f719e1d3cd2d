"use client";

import Link from "next/link";
import { LinkActionForm } from "@/components/forms/link-action-form";
import { callRoute, routeUrl } from "@/components/ui/api";
import * as alerts from "@/lib/contracts/alerts";

/** The unsubscribe page's button: pauses the saved search the link's token names (no session needed). */
export function UnsubscribeConfirm({
  token,
  name,
  alreadyPaused,
}: {
  token: string;
  name: string;
  alreadyPaused: boolean;
}) {
  return (
    <LinkActionForm
      action={routeUrl(alerts.unsubscribe, { query: { token } })}
      send={() => callRoute(alerts.unsubscribe, { query: { token } })}
      fallback="Could not turn off the alerts"
      alreadyDone={alreadyPaused}
      question={<p className="text-slate-700">Stop e-mails about new listings for your saved search “{name}”?</p>}
      label="Turn off these alerts"
      buttonClassName="bg-brand-600 hover:bg-brand-700"
      done={
        <>
          <p>Alerts for “{name}” are off. Your other saved searches still send theirs.</p>
          <p className="text-sm">
            Changed your mind? Resume it on{" "}
            <Link href="/profile#saved-searches" className="text-brand-700 underline">
              your profile
            </Link>
            .
          </p>
        </>
      }
    />
  );
}
