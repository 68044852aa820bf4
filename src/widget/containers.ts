// `<div data-er-status>` containers: every one on the page gets its own widget, including
// containers added later (a MutationObserver sees them, also while the page is still parsing).

const CONTAINER = '[data-er-status]';

export function watchContainers(mount: (host: HTMLElement) => void, isMounted: (host: Element) => boolean): void {
  const visit = (node: Node) => {
    if (!(node instanceof HTMLElement)) return;
    for (const host of [node, ...node.querySelectorAll<HTMLElement>(CONTAINER)]) {
      if (host.matches(CONTAINER) && !isMounted(host)) mount(host);
    }
  };
  visit(document.documentElement);
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(visit);
  }).observe(document.documentElement, { childList: true, subtree: true });
}
