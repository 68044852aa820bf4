// The /embed page opened at one ER (`/embed?province=NS&views=closures#<id>`, where the RSS
// feed's items lead): once the list shows the ER, its row is scrolled into view, outlined and
// focused, so the reader lands on the ER the item is about. The id is matched to the row by the
// name the closures answer gives it (rows carry no id: embed.js stays as small as it is).

import type { ProvinceCode } from '../contract/provinces';

const GIVE_UP_MS = 15_000;

export function focusNamedEr(host: HTMLElement, api: string, province: ProvinceCode | null): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const root = host.shadowRoot;
  if (!id || !province || !root) return;
  fetch(`${api}/embed/api/closures?province=${province}`)
    .then((answer) => answer.json())
    .then((payload: { closures?: { id: string; name: string }[] }) => {
      const name = payload.closures?.find((closure) => closure.id === id)?.name;
      if (!name) return;
      const row = () =>
        [...root.querySelectorAll<HTMLElement>('li.closure')].find(
          (li) => li.querySelector('h4')?.textContent === name,
        );
      const show = (li: HTMLElement) => {
        li.tabIndex = -1;
        Object.assign(li.style, { outline: '3px solid currentColor', outlineOffset: '2px' });
        li.scrollIntoView({ block: 'center' });
        li.focus({ preventScroll: true });
      };
      const found = row();
      if (found) return show(found);
      const watch = new MutationObserver(() => {
        const shown = row();
        if (!shown) return;
        watch.disconnect();
        show(shown);
      });
      watch.observe(root, { childList: true, subtree: true });
      setTimeout(() => watch.disconnect(), GIVE_UP_MS);
    })
    .catch(() => {
      // The list itself says when the data cannot be had; the page stays as it is.
    });
}
