// The push option of the sign-up form: hidden until the page's script finds a browser that can
// push, a button that asks for permission only when pressed, another that stops this device's
// notifications, and a live region saying what happened. Its words ride on data-* attributes
// so that the script carries none.
import type { Lang } from '../../contract/provinces';
import { PUSH_STRINGS } from './strings';

export function PushOption({ lang, publicKey }: { lang: Lang; publicKey: string | null }) {
  const t = PUSH_STRINGS[lang];
  if (!publicKey) return <p>{t.notOffered}</p>;
  return (
    <>
      <div
        id="push"
        hidden
        data-key={publicKey}
        data-lang={lang}
        data-working={t.working}
        data-on={t.on}
        data-off={t.off}
        data-denied={t.denied}
        data-failed={t.failed}
      >
        <h2>{t.title}</h2>
        <p>{t.text}</p>
        <button type="button" id="push-on">
          {t.button}
        </button>
        <button type="button" id="push-off" hidden>
          {t.stop}
        </button>
        <p id="push-status" role="status" aria-live="polite" />
      </div>
      <script src="/alerts-push.js" defer />
    </>
  );
}
