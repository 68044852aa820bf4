// The sign-up page's push button, served at /alerts-push.js (the page's CSP allows our own
// scripts). The option stays hidden where the browser cannot push. Permission is asked only
// when the button is pressed; a refusal or a failure is said in the page's words (its data-*
// attributes) and nothing is sent to the server. The choice sent is the form's: ERs, province,
// language.
export const PAGE_SCRIPT = `'use strict';
(() => {
  const box = document.getElementById('push');
  if (!box || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return;
  const d = box.dataset;
  const on = document.getElementById('push-on');
  const off = document.getElementById('push-off');
  const status = document.getElementById('push-status');
  const form = box.closest('form');
  const scope = '/alerts-sw/';
  const say = (text) => { status.textContent = text; };
  const show = (subscribed) => { on.hidden = subscribed; off.hidden = !subscribed; };
  const post = (path, body) => fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const current = () => navigator.serviceWorker.getRegistration(scope).then((r) => r ? r.pushManager.getSubscription() : null);
  const key = Uint8Array.from(atob(d.key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  box.hidden = false;
  current().then((s) => show(Boolean(s)), () => show(false));
  on.addEventListener('click', async () => {
    say(d.working);
    let subscription;
    try {
      if (await Notification.requestPermission() !== 'granted') return say(d.denied);
      const registration = await navigator.serviceWorker.register('/alerts-sw.js', { scope });
      subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    } catch (e) {
      return say(d.failed);
    }
    const f = new FormData(form);
    const body = { subscription: subscription.toJSON(), er: f.getAll('er'), province: f.get('province') || '', lang: f.get('lang') || d.lang, routine: f.get('routine') === '1', remind: f.get('remind') === '1' };
    const answer = await post('/subscriptions/push', body).catch(() => null);
    if (answer && answer.ok) { show(true); return say(d.on); }
    await subscription.unsubscribe().catch(() => {});
    const refusal = answer ? await answer.json().catch(() => null) : null;
    say((refusal && refusal.error && refusal.error.message) || d.failed);
  });
  off.addEventListener('click', async () => {
    const subscription = await current().catch(() => null);
    if (subscription) {
      await post('/subscriptions/push/delete', { endpoint: subscription.endpoint }).catch(() => null);
      await subscription.unsubscribe().catch(() => {});
    }
    show(false);
    say(d.off);
  });
})();
`;
