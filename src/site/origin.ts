// The build cannot know the address this page will be served from, so pre-rendered code (the
// embed snippet, the curl examples) says https://HOST until the page script fills in its own.

export const ORIGIN_PLACEHOLDER = 'https://HOST';

/** Every `[data-origin]` under `root` now shows `origin`. */
export function fillOrigin(root: ParentNode, origin: string): void {
  for (const element of root.querySelectorAll('[data-origin]')) element.textContent = origin;
}
