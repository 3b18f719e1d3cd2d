import { callRoute, failureMessage } from "@/components/ui/api";
import * as push from "@/lib/contracts/push";

/**
 * This browser's Web Push state and the two things the profile does with it: turn push on (ask permission,
 * subscribe with the site's key, tell the server) and off (unsubscribe, tell the server).
 */
export type DeviceState =
  | "checking"
  /** No service worker, Push API or notifications in this browser (iOS Safari outside an installed app). */
  | "unsupported"
  /** The site has no VAPID keys: push is not offered. */
  | "not-offered"
  /** The person (or the browser) blocked notifications for this site. */
  | "blocked"
  | "off"
  | "on";

export const pushSupported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (existing) return existing;
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  return existing ? existing.pushManager.getSubscription() : null;
}

/** The site's public key (null: push not offered). */
async function publicKey(): Promise<string | null | undefined> {
  const answer = await callRoute(push.pushPublicKey);
  return answer.ok ? (answer.body.publicKey ?? null) : undefined;
}

export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return "unsupported";
  const key = await publicKey();
  if (key === null) return "not-offered";
  if (Notification.permission === "denied") return "blocked";
  return (await currentSubscription()) && Notification.permission === "granted" ? "on" : "off";
}

/** The key as the Push API takes it: base64url to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** Turns push on for this device: the new state, or an error message to show. */
export async function turnOnPush(): Promise<{ state: DeviceState; error?: string }> {
  if (!pushSupported()) return { state: "unsupported" };
  const key = await publicKey();
  if (key === null) return { state: "not-offered" };
  if (!key) return { state: "off", error: "Could not reach the site. Please try again." };
  const permission = await Notification.requestPermission();
  if (permission === "denied") return { state: "blocked" };
  if (permission !== "granted") return { state: "off", error: "Notifications were not allowed." };
  try {
    const worker = await registration();
    let subscription = await worker.pushManager.getSubscription();
    // A subscription made with another key (the site's keys changed) cannot be used: start again.
    const current = subscription?.options.applicationServerKey;
    if (subscription && current && !sameBytes(new Uint8Array(current), keyBytes(key))) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
    const answer = await callRoute(push.pushSubscribe, { json: subscription.toJSON() as never });
    if (!answer.ok) return { state: "off", error: failureMessage(answer, "Could not turn on notifications") };
    return { state: "on" };
  } catch {
    return { state: "off", error: "This browser could not subscribe to notifications. Please try again later." };
  }
}

/** Turns push off for this device. */
export async function turnOffPush(): Promise<{ state: DeviceState; error?: string }> {
  const subscription = await currentSubscription();
  if (!subscription) return { state: "off" };
  const answer = await callRoute(push.pushUnsubscribe, { json: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe().catch(() => undefined);
  // 404: the server had already dropped it (the push service ended it); either way it is off now.
  if (!answer.ok && answer.status !== 404) {
    return { state: "off", error: failureMessage(answer, "Could not tell the site; notifications may still arrive") };
  }
  return { state: "off" };
}
