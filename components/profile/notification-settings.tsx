"use client";

import { useEffect, useState } from "react";
import { deviceState, turnOffPush, turnOnPush, type DeviceState } from "@/components/profile/push-device";
import { useSession } from "@/components/providers/session-provider";
import { callRoute, failureMessage } from "@/components/ui/api";
import { toast } from "@/components/ui/toast";
import * as push from "@/lib/contracts/push";
import type { Words } from "@/lib/i18n/words";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  isSwitchable,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from "@/lib/notifications/options";
import english from "@/messages/en/Notifications.json";

/** The section's words in the page's language: `Notifications.settings`, read by the profile page. */
export type NotificationSettingsWords = Words<"Notifications">["settings"];

/**
 * A message of this device's push switch (components/profile/push-device.ts, English) in the page's language:
 * the English ones are kept verbatim in `settings.said`. One it does not know (the server's) stays as it came.
 */
function sayDeviceError(words: NotificationSettingsWords, message: string): string {
  const said: Record<string, string> = english.settings.said;
  const key = Object.keys(said).find((name) => said[name] === message);
  return key ? (words.said as Record<string, string>)[key] : message;
}

/**
 * The profile's "Notifications": for each kind (messages, saved-search alerts, listing reminders) whether it
 * comes by e-mail and by push, and this device's push switch, which asks the browser's permission and
 * subscribes. A channel a kind always uses (the reminders' mail) shows as on and cannot be changed.
 */
export function NotificationSettings({ words = english.settings }: { words?: NotificationSettingsWords }) {
  const { user, setUser } = useSession();
  const [pending, setPending] = useState<{
    kind: NotificationKind;
    channel: NotificationChannel;
    value: boolean;
  } | null>(null);
  const [device, setDevice] = useState<DeviceState>("checking");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void deviceState().then((state) => live && setDevice(state));
    return () => {
      live = false;
    };
  }, []);

  if (!user) return null;
  // A kind the stored answer does not name yet (a page loaded before it existed) shows its default.
  const saved: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...user.notifications };
  // A switch shows its new position at once; it goes back if the save fails.
  const preferences: NotificationPreferences = pending
    ? { ...saved, [pending.kind]: { ...saved[pending.kind], [pending.channel]: pending.value } }
    : saved;

  async function change(kind: NotificationKind, channel: NotificationChannel, value: boolean) {
    if (!user) return;
    setPending({ kind, channel, value });
    const answer = await callRoute(push.updateNotificationPreferences, { json: { [kind]: { [channel]: value } } });
    if (answer.ok && answer.body.notifications) setUser({ ...user, notifications: answer.body.notifications });
    else toast.error(failureMessage(answer, words.saveFailed));
    setPending(null);
  }

  async function switchDevice(on: boolean) {
    setBusy(true);
    const result = on ? await turnOnPush() : await turnOffPush();
    setBusy(false);
    setDevice(result.state);
    if (result.error) toast.error(sayDeviceError(words, result.error));
    else if (result.state === "on") toast.success(words.onToast);
    else if (!on) toast.success(words.offToast);
  }

  return (
    <section id="notifications" aria-labelledby="notifications-heading" className="mt-10 scroll-mt-20">
      <h2 id="notifications-heading" className="text-xl font-bold text-slate-900">
        {words.heading}
      </h2>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <div className="divide-y divide-slate-100">
          {NOTIFICATION_KINDS.map((kind) => (
            <div
              key={kind}
              role="group"
              aria-labelledby={`notifications-${kind}`}
              aria-describedby={`notifications-${kind}-hint`}
              className="grid gap-3 py-4 first:pt-0 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div>
                <p id={`notifications-${kind}`} className="font-semibold text-slate-900">
                  {words.kinds[kind]}
                </p>
                <p id={`notifications-${kind}-hint`} className="mt-1 text-sm text-slate-600">
                  {words.hints[kind]}
                </p>
              </div>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <label key={channel} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="accent-brand-600 h-5 w-5"
                      checked={preferences[kind][channel]}
                      disabled={pending !== null || !isSwitchable(kind, channel)}
                      onChange={(event) => void change(kind, channel, event.target.checked)}
                    />
                    {words.channels[channel]}
                  </label>
                ))}
              </div>
            </div>
          ))}
        </div>
        <div
          className="mt-2 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4"
          data-testid="push-device"
        >
          <p role="status" className="text-sm text-slate-700">
            {words.device[device]}
          </p>
          {device === "off" && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void switchDevice(true)}
              className="bg-brand-600 hover:bg-brand-700 min-h-11 rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
            >
              {words.turnOn}
            </button>
          )}
          {device === "on" && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void switchDevice(false)}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
            >
              {words.turnOff}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
