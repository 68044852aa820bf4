// The service worker served at /alerts-sw.js, registered only by the sign-up page, for push
// alone (no fetch handler: it never stands between a page and the network). It shows what the
// server sent, opens the ER's page on a click, and when the browser drops the subscription it
// tells the server, which deletes it.
export const WORKER_SCRIPT = `'use strict';
self.addEventListener('push', (event) => {
  let m = null;
  try { m = event.data && event.data.json(); } catch (e) {}
  if (!m || !m.title) return;
  event.waitUntil(self.registration.showNotification(m.title, { body: m.body, lang: m.lang, tag: m.tag, data: { url: m.url } }));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  if (url) event.waitUntil(self.clients.openWindow(url));
});
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  if (!old) return;
  event.waitUntil(fetch('/subscriptions/push/delete', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ endpoint: old.endpoint })
  }));
});
`;
