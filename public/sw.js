// The site's service worker (registered by components/layout/service-worker.tsx): it shows Web Push messages
// as notifications and opens their page when one is pressed. It has no fetch handler on purpose: the site
// works online only, and a handler that passes every request through would only slow each one down.
// Payload: { title, body, url, tag } (lib/notifications/push.ts).

const FALLBACK_TITLE = "Odisha Homes";

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

/** A path of this site; anything else (another origin, a script URL) opens the home page. */
function sitePath(value) {
  try {
    const url = new URL(typeof value === "string" ? value : "/", self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : "/";
  } catch {
    return "/";
  }
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof data.title === "string" && data.title ? data.title : FALLBACK_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: typeof data.tag === "string" ? data.tag : undefined,
      renotify: typeof data.tag === "string",
      data: { url: sitePath(data.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(sitePath(event.notification.data && event.notification.data.url), self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      // A tab already showing the page comes to the front; otherwise one of the site's tabs goes there.
      const showing = windows.find((client) => client.url === target.href);
      if (showing) return showing.focus();
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open && "navigate" in open) {
        const focused = await open.focus();
        return focused.navigate(target.href);
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});

// The push service replaced the subscription (keys rotated, expiry): tell the server the new one. Signed-in
// browsers send their session cookie with it; otherwise the profile's switch subscribes again later.
self.addEventListener("pushsubscriptionchange", (event) => {
  const renewed = event.newSubscription;
  if (!renewed) return;
  event.waitUntil(
    fetch("/api/push/subscriptions", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(renewed.toJSON()),
    }).catch(() => undefined),
  );
});
